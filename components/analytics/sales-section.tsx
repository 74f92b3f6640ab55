import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { getTranslations } from "next-intl/server";

import { analyticsKeys } from "@/lib/analytics/keys";
import type { SalesQuery } from "@/lib/analytics/range";
import { getSalesSeries } from "@/lib/analytics/sales";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { PartialNote } from "@/components/layout/partial-note";

import { SalesOverTime } from "./sales-over-time";

/** Sales over time: the URL's range is read here and handed to the client's query cache. */
export async function SalesSection({ eventId, query }: { eventId: string; query: SalesQuery }) {
  const queryClient = new QueryClient();
  const [t, series] = await Promise.all([getTranslations("analytics.sales"), getSalesSeries(eventId, query)]);
  queryClient.setQueryData(analyticsKeys.sales(eventId, query), series);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <p className="text-sm text-zinc-600">{t("description")}</p>
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
