import { getLocale, getTranslations } from "next-intl/server";

import { formatBucket, formatCalendarDay } from "@/lib/dates";
import { formatBRL, formatNumber } from "@/lib/money";
import type { Report } from "@/lib/reports/aggregate";
import { methodName, type ReportsT } from "@/lib/reports/sections";
import { newScheduleHref } from "@/lib/schedules/list-params";

import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

import { FiguresDataTable } from "@/components/analytics/figures-data-table";
import { PartialNote } from "@/components/layout/partial-note";

import { Breakdown, type Breakdowns } from "./breakdown";
import { ReportKpis } from "./report-kpis";

/** A producer's report for a period: figures with the comparison, the breakdowns, coupons, refunds. */
export async function ReportView({ report, producer }: { report: Report; producer: string }) {
  const [t, ts, locale] = await Promise.all([
    getTranslations("reports"),
    getTranslations("schedules"),
    getLocale(),
  ]);
  const tr = t as unknown as ReportsT;
  const { period, previousPeriod: prev } = report;
  const day = (d: string) => formatCalendarDay(d, locale);
  const money = (c: number) => formatBRL(c, locale);
  const count = (n: number) => formatNumber(n, locale);
  const query = new URLSearchParams({ producer, from: period.from, to: period.to });
  const data: Breakdowns = {
    day: report.byDay.map((d) => ({
      id: d.key,
      label: formatBucket(d.key, "day", locale),
      orders: d.orders,
      tickets: d.tickets,
      grossCents: d.grossCents,
      previousCents: d.previousGrossCents,
    })),
    event: report.byEvent.map((e) => ({ ...e, label: e.name })),
    method: report.byMethod.map((m) => ({ ...m, id: m.method, label: methodName(tr, m.method) })),
    lot: report.byLot.map((l) => ({ ...l, label: l.name })),
  };
  const hasOrders = report.totals.orders > 0 || report.totals.cancelled > 0;

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-700" data-testid="report-period">
          {t("range.summary", {
            from: day(period.from),
            to: day(period.to),
            days: period.days,
            prevFrom: day(prev.from),
            prevTo: day(prev.to),
          })}
        </p>
        <nav aria-label={t("export.label")} className="flex gap-2">
          {(["csv", "xlsx"] as const).map((format) => (
            <a
              key={format}
              href={`/api/reports?${query}&format=${format}`}
              download
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              {t(`export.${format}`)}
            </a>
          ))}
          <a
            href={newScheduleHref({ kind: "report", producer, from: period.from, to: period.to })}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            {ts("schedule")}
          </a>
        </nav>
      </div>
      {report.partial ? <PartialNote /> : null}
      <ReportKpis current={report.totals} previous={report.previous} />
      {hasOrders ? null : (
        <EmptyState
          title={t("empty.title")}
          description={t("empty.description", { from: day(period.from), to: day(period.to) })}
        />
      )}
      <Breakdown data={data} period={{ from: day(period.from), to: day(period.to) }} />
      <section aria-labelledby="report-coupons" className="grid gap-3">
        <h2 id="report-coupons" className="text-base font-semibold text-zinc-900">
          {t("coupons.title")}
        </h2>
        {report.coupons.length === 0 ? (
          <p className="text-sm text-zinc-600">{t("coupons.empty")}</p>
        ) : (
          <FiguresDataTable
            caption={t("coupons.caption")}
            columns={(["code", "uses", "discount", "gross", "events"] as const).map((id) => ({
              id,
              label: t(`coupons.${id}`),
            }))}
            rows={report.coupons.map((c) => ({
              id: c.code,
              cells: {
                code: c.code,
                uses: count(c.uses),
                discount: money(c.discountCents),
                gross: money(c.grossCents),
                events: count(c.events),
              },
            }))}
          />
        )}
      </section>
      <section aria-labelledby="report-refunds" className="grid gap-3">
        <h2 id="report-refunds" className="text-base font-semibold text-zinc-900">
          {t("refunds.title")}
        </h2>
        {report.refunds.length === 0 ? (
          <p className="text-sm text-zinc-600">{t("refunds.empty")}</p>
        ) : (
          <FiguresDataTable
            caption={t("refunds.caption")}
            columns={(["status", "count", "orders", "refunded"] as const).map((id) => ({
              id,
              label: t(`refunds.${id}`),
            }))}
            rows={report.refunds.map((r) => ({
              id: r.status,
              cells: {
                status: t(`refunds.statuses.${r.status}`),
                count: count(r.count),
                orders: money(r.orderCents),
                refunded: money(r.refundCents),
              },
            }))}
          />
        )}
      </section>
    </div>
  );
}
