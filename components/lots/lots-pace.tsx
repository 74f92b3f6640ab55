import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import type { Product } from "@/lib/contract";
import { formatDateTime } from "@/lib/dates";
import { forecastSellOut, type Forecast } from "@/lib/lots/forecast";
import { lotVelocities, paceReadProgress, type Velocities } from "@/lib/lots/pace";
import { emptyVelocity } from "@/lib/lots/velocity";
import { formatNumber } from "@/lib/money";
import { PartnerApiError } from "@/lib/partner/errors";

import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

import { SkeletonWithProgress } from "@/components/layout/read-progress";

import { Sparkline } from "./sparkline";

const rate = (n: number, locale: string) => formatNumber(n, locale, n < 10 ? 2 : 0);

/** Sales velocity (24 h, 7 d) and the sell-out forecast per lot, from the last week's paid orders. */
export async function LotsPace({
  eventId,
  lots,
  nowMs,
}: {
  eventId: string;
  lots: Product[];
  nowMs: number;
}) {
  const [t, locale, timeZone] = await Promise.all([getTranslations("lots.pace"), getLocale(), getTimeZone()]);
  let velocities: Velocities;
  try {
    velocities = await lotVelocities(eventId, nowMs);
  } catch (error) {
    if (!(error instanceof PartnerApiError)) throw error;
    return <Alert variant="error">{t("failed")}</Alert>;
  }
  const when = (ms: number) => formatDateTime(new Date(ms).toISOString(), { timeZone, locale });
  const describe = (f: Forecast) => {
    if (f.kind !== "estimate") return t(f.kind === "sold_out" ? "soldOut" : "noSales");
    const minutes = Math.round((f.at - nowMs) / 60_000);
    const central = minutes < 60 ? t("inMinutes", { minutes: Math.max(1, minutes) }) : when(f.at);
    return t("estimate", { at: central, earliest: when(f.earliest), latest: when(f.latest) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <p className="text-sm text-zinc-600">{t("subtitle")}</p>
        {velocities.capped ? (
          <p className="text-sm text-amber-900" data-partial="">
            {t("capped", { count: formatNumber(velocities.ceiling, locale) })}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-zinc-200">
          {lots.map((lot) => {
            const v = velocities.byLot.get(lot.id) ?? emptyVelocity();
            const f = forecastSellOut(
              { available: lot.available_quantity, velocity: v, sellEndsAt: lot.sell_ends_at },
              nowMs,
            );
            return (
              <li key={lot.id} className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center">
                <div className="grid gap-1">
                  <p className="font-medium text-zinc-950">{lot.name}</p>
                  <p className="text-sm text-zinc-700 tabular-nums">
                    {t("velocity", { day: rate(v.perHour24h, locale), week: rate(v.perHour7d, locale) })}
                  </p>
                  <p className="text-sm text-zinc-800">{describe(f)}</p>
                  {f.kind === "estimate" && f.endsFirst && lot.sell_ends_at ? (
                    <p className="text-sm text-amber-900">
                      {t("endsFirst", { at: when(Date.parse(lot.sell_ends_at)) })}
                    </p>
                  ) : null}
                </div>
                <Sparkline series={v.series} label={t("sparkline", { name: lot.name, sold: v.sold7d })} />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

/** With this request's read of the pace orders streamed over it, page by page. */
export function LotsPaceSkeleton({ eventId }: { eventId: string }) {
  return (
    <SkeletonWithProgress next={(after) => paceReadProgress(eventId).next(after)}>
      <Card>
        <CardContent className="grid gap-3 py-6">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </CardContent>
      </Card>
    </SkeletonWithProgress>
  );
}
