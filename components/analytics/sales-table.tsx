import { useLocale, useTranslations } from "next-intl";

import type { SalesSeries } from "@/lib/analytics/series";
import { formatBucket } from "@/lib/dates";
import { formatBRL } from "@/lib/money";

import { FiguresDataTable } from "./figures-data-table";

/** The sales series as a table (the chart's text alternative), with a totals row. */
export function SalesTable({ series, perLot }: { series: SalesSeries; perLot: boolean }) {
  const t = useTranslations("analytics.sales.table");
  const locale = useLocale();
  const lots = perLot ? series.lots : [];
  const lotKey = (id: string) => `lot:${id}`;
  return (
    <div data-testid="sales-table">
      <FiguresDataTable
        caption={t("caption")}
        columns={[
          { id: "period", label: t("period") },
          { id: "orders", label: t("orders"), testId: "sales-total-orders" },
          { id: "tickets", label: t("tickets") },
          ...lots.map((lot) => ({ id: lotKey(lot.id), label: lot.name })),
          { id: "gross", label: t("gross"), testId: "sales-total-gross" },
          { id: "cumulative", label: t("cumulative") },
        ]}
        rows={series.buckets.map((b) => ({
          id: b.key,
          cells: {
            period: formatBucket(b.key, series.unit, locale, true),
            orders: b.orders,
            tickets: b.tickets,
            ...Object.fromEntries(lots.map((lot) => [lotKey(lot.id), b.lots[lot.id] ?? 0])),
            gross: formatBRL(b.grossCents, locale),
            cumulative: formatBRL(b.cumulativeCents, locale),
          },
        }))}
        totals={{
          period: t("total"),
          orders: series.totals.orders,
          tickets: series.totals.tickets,
          ...Object.fromEntries(
            lots.map((lot) => [
              lotKey(lot.id),
              series.buckets.reduce((n, b) => n + (b.lots[lot.id] ?? 0), 0),
            ]),
          ),
          gross: formatBRL(series.totals.grossCents, locale),
        }}
      />
    </div>
  );
}
