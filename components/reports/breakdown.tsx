"use client";

import { useSearchParams } from "next/navigation";

import { useLocale, useTranslations } from "next-intl";

import { formatBRL, formatNumber } from "@/lib/money";
import { REPORT_GROUPS, REPORT_VIEWS, type ReportGroup, type ReportView } from "@/lib/reports/groups";

import { FiguresDataTable, type FigureColumn } from "@/components/analytics/figures-data-table";
import { Segmented } from "@/components/analytics/segmented";

import { LazyBreakdownChart } from "./lazy";

/** One row of a breakdown, labels already formatted on the server. */
export type BreakdownRow = {
  id: string;
  label: string;
  event?: string;
  orders?: number;
  tickets?: number;
  grossCents: number;
  previousCents?: number;
};
export type Breakdowns = Record<ReportGroup, BreakdownRow[]>;

type Column = "orders" | "tickets" | "gross" | "previous" | "event";
const COLUMNS: Record<ReportGroup, Column[]> = {
  day: ["orders", "tickets", "gross", "previous"],
  event: ["orders", "tickets", "gross"],
  method: ["orders", "gross"],
  lot: ["event", "tickets", "gross"],
};

const pick = <T extends string>(options: readonly T[], value: string | null, fallback: T) =>
  (options as readonly string[]).includes(value ?? "") ? (value as T) : fallback;

/**
 * Revenue per day, event, payment method or lot, as a chart or a table. The choice lives in the URL
 * (`?group=&view=`), changed in place (history, no server round trip): every breakdown came with the page.
 */
export function Breakdown({ data, period }: { data: Breakdowns; period: { from: string; to: string } }) {
  const t = useTranslations("reports.breakdown");
  const locale = useLocale();
  const params = useSearchParams();
  const group = pick(REPORT_GROUPS, params.get("group"), "day");
  const view = pick(REPORT_VIEWS, params.get("view"), "chart");
  const change = (key: "group" | "view", value: string, fallback: string) => {
    const url = new URL(window.location.href);
    if (value === fallback) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
    window.history.replaceState(null, "", url);
  };
  const rows = data[group];
  const groupName = t(`groups.${group}`);
  const money = (c: number) => formatBRL(c, locale);
  const columns: FigureColumn[] = [
    { id: "label", label: t(`columns.${group}`) },
    ...COLUMNS[group].map((id) => ({ id, label: t(`columns.${id}`), testId: `report-total-${id}` })),
  ];
  const sum = (f: (r: BreakdownRow) => number | undefined) => rows.reduce((a, r) => a + (f(r) ?? 0), 0);
  const totals: Record<string, string> = {
    label: t("total"),
    orders: formatNumber(
      sum((r) => r.orders),
      locale,
    ),
    tickets: formatNumber(
      sum((r) => r.tickets),
      locale,
    ),
    gross: money(sum((r) => r.grossCents)),
    previous: money(sum((r) => r.previousCents)),
    event: "",
  };

  return (
    <section aria-labelledby="report-breakdown" className="grid gap-4">
      <h2 id="report-breakdown" className="text-base font-semibold text-zinc-900">
        {t("title")} {groupName.toLowerCase()}
      </h2>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <Segmented
          label={t("group")}
          value={group}
          onChange={(g) => change("group", g, "day")}
          options={REPORT_GROUPS.map((value) => ({ value, label: t(`groups.${value}`) }))}
        />
        <Segmented
          label={t("view")}
          value={view}
          onChange={(v) => change("view", v, "chart")}
          options={REPORT_VIEWS.map((value: ReportView) => ({ value, label: t(`views.${value}`) }))}
        />
      </div>
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-zinc-300 px-4 py-10 text-center text-sm text-zinc-600">
          {t("empty")}
        </p>
      ) : view === "chart" ? (
        <LazyBreakdownChart
          points={rows.map((r) => ({ label: r.label, gross: r.grossCents, previous: r.previousCents }))}
          names={{ gross: t("columns.gross"), previous: group === "day" ? t("columns.previous") : undefined }}
          locale={locale}
          label={t("chartLabel", { group: groupName.toLowerCase(), ...period })}
        />
      ) : (
        <div data-testid="report-table">
          <FiguresDataTable
            caption={t("caption", { group: groupName.toLowerCase() })}
            columns={columns}
            rows={rows.map((r) => ({
              id: r.id,
              cells: {
                label: r.label,
                event: r.event ?? "",
                orders: formatNumber(r.orders ?? 0, locale),
                tickets: formatNumber(r.tickets ?? 0, locale),
                gross: money(r.grossCents),
                previous: money(r.previousCents ?? 0),
              },
            }))}
            totals={totals}
          />
        </div>
      )}
    </section>
  );
}
