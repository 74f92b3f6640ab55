import { useLocale, useTranslations } from "next-intl";

import type { Kpis } from "@/lib/analytics/kpis";
import { formatTime } from "@/lib/dates";
import { formatBRL, formatNumber } from "@/lib/money";

function Kpi({
  label,
  value,
  testId,
  note,
}: {
  label: string;
  value: string;
  testId: string;
  note?: string;
}) {
  return (
    <div className="rounded-lg border border-zinc-200 bg-white p-4 shadow-sm">
      <dt className="text-xs font-medium text-zinc-600">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-zinc-950 tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {note ? (
        <dd className="mt-1 text-xs text-emerald-800" data-testid={`${testId}-live`}>
          {note}
        </dd>
      ) : null}
    </div>
  );
}

/** Paid orders Palco's webhook receiver verified after the API computed its figures. */
export type SinceCache = { orders: number; cents: number } | null;

/**
 * The six KPI figures from the API's cached analytics, with the time they were computed; gross sales
 * also say what was verified since ("R$ X no cache + R$ Y desde então").
 */
export function KpiCards({
  kpis,
  timeZone,
  sinceCache = null,
}: {
  kpis: Kpis;
  timeZone: string;
  sinceCache?: SinceCache;
}) {
  const t = useTranslations("analytics.kpis");
  const locale = useLocale();
  const money = (cents: number | null) => (cents === null ? "—" : formatBRL(cents, locale));
  const count = (n: number) => formatNumber(n, locale);
  const time = kpis.cachedAt ? formatTime(kpis.cachedAt, { timeZone, locale }) : null;
  return (
    <section aria-labelledby="kpis-title" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="kpis-title" className="text-base font-semibold text-zinc-900">
          {t("title")}
        </h2>
        <p className="text-xs text-zinc-600" data-testid="kpis-cached-at">
          {time ? t("cachedAt", { time }) : t("notCached")}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <Kpi
          label={t("gross")}
          value={money(kpis.grossCents)}
          testId="kpi-gross"
          note={
            sinceCache
              ? t("liveDelta", {
                  cached: money(kpis.grossCents),
                  since: money(sinceCache.cents),
                  orders: sinceCache.orders,
                })
              : undefined
          }
        />
        <Kpi label={t("net")} value={money(kpis.netCents)} testId="kpi-net" />
        <Kpi label={t("fees")} value={money(kpis.feesCents)} testId="kpi-fees" />
        <Kpi label={t("tickets")} value={count(kpis.ticketsSold)} testId="kpi-tickets" />
        <Kpi label={t("orders")} value={count(kpis.ordersPaid)} testId="kpi-orders" />
        <Kpi label={t("average")} value={money(kpis.averageCents)} testId="kpi-average" />
      </dl>
    </section>
  );
}
