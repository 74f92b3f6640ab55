import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { getTranslations } from "next-intl/server";

import { analyticsKeys } from "@/lib/analytics/keys";
import type { SalesQuery } from "@/lib/analytics/range";
import { getSalesSeries } from "@/lib/analytics/sales";
import { getEventAnalytics } from "@/lib/partner/analytics";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { PartialNote } from "@/components/layout/partial-note";

import { SalesOverTime } from "./sales-over-time";

/** Sales over time: the URL's range is read here and handed to the client's query cache. */
export async function SalesSection({ eventId, query }: { eventId: string; query: SalesQuery }) {
  const queryClient = new QueryClient();
  // The page's own analytics call (memoised per request): the cards' source, which leaves resale out.
  const [t, series, analytics] = await Promise.all([
    getTranslations("analytics.sales"),
    getSalesSeries(eventId, query),
    getEventAnalytics(eventId).catch(() => null),
  ]);
  const resale = analytics?.resale?.sold_count ? analytics.resale : null;
  queryClient.setQueryData(analyticsKeys.sales(eventId, query), series);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <p className="text-sm text-zinc-600">{t("description")}</p>
        {resale ? (
          <p data-testid="sales-resale-note" className="text-sm text-amber-900">
            {t("resaleNote", { count: resale.sold_count })}
          </p>
        ) : null}
        {series.partial ? <PartialNote /> : null}
      </CardHeader>
      <CardContent>
        <HydrationBoundary state={dehydrate(queryClient)}>
          <SalesOverTime eventId={eventId} />
        </HydrationBoundary>
      </CardContent>
    </Card>
  );
}
