import { useLocale, useTranslations } from "next-intl";

import type { SalesSeries } from "@/lib/analytics/series";
import { formatBucket } from "@/lib/dates";
import { formatBRL } from "@/lib/money";

import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

/** The sales series as a table (the chart's text alternative), with a totals row. */
export function SalesTable({ series, perLot }: { series: SalesSeries; perLot: boolean }) {
  const t = useTranslations("analytics.sales.table");
  const locale = useLocale();
  const lots = perLot ? series.lots : [];
  const num = "text-right tabular-nums";
  return (
    // The scroller is focusable and named, so keyboard users can scroll a long series (axe).
    <div
      role="region"
      aria-label={t("caption")}
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-md border border-zinc-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Table containerClassName="overflow-visible" data-testid="sales-table">
        <TableCaption>{t("caption")}</TableCaption>
        <TableHeader className="sticky top-0">
          <TableRow>
            <TableHead scope="col">{t("period")}</TableHead>
            <TableHead scope="col" className="text-right">
              {t("orders")}
            </TableHead>
            <TableHead scope="col" className="text-right">
              {t("tickets")}
            </TableHead>
            {lots.map((lot) => (
              <TableHead key={lot.id} scope="col" className="text-right">
                {lot.name}
              </TableHead>
            ))}
            <TableHead scope="col" className="text-right">
              {t("gross")}
            </TableHead>
            <TableHead scope="col" className="text-right">
              {t("cumulative")}
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {series.buckets.map((b) => (
            <TableRow key={b.key}>
              <TableHead
                scope="row"
                className="h-auto py-2 text-sm font-normal tracking-normal text-zinc-800 normal-case"
              >
                {formatBucket(b.key, series.unit, locale, true)}
              </TableHead>
              <TableCell className={num}>{b.orders}</TableCell>
              <TableCell className={num}>{b.tickets}</TableCell>
              {lots.map((lot) => (
                <TableCell key={lot.id} className={num}>
                  {b.lots[lot.id] ?? 0}
                </TableCell>
              ))}
              <TableCell className={num}>{formatBRL(b.grossCents, locale)}</TableCell>
              <TableCell className={num}>{formatBRL(b.cumulativeCents, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <tfoot className="border-t border-zinc-300 bg-zinc-50 font-medium">
          <TableRow>
            <TableHead scope="row" className="h-auto py-2 text-sm tracking-normal text-zinc-900 normal-case">
              {t("total")}
            </TableHead>
            <TableCell className={num} data-testid="sales-total-orders">
              {series.totals.orders}
            </TableCell>
            <TableCell className={num}>{series.totals.tickets}</TableCell>
            {lots.map((lot) => (
              <TableCell key={lot.id} className={num}>
                {series.buckets.reduce((n, b) => n + (b.lots[lot.id] ?? 0), 0)}
              </TableCell>
            ))}
            <TableCell className={num} data-testid="sales-total-gross">
              {formatBRL(series.totals.grossCents, locale)}
            </TableCell>
            <TableCell className={num} />
          </TableRow>
        </tfoot>
      </Table>
    </div>
  );
}
