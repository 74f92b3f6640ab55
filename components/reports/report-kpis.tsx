import { getLocale, getTranslations } from "next-intl/server";

import { formatBRL, formatNumber } from "@/lib/money";
import { changePercent, type ReportTotals } from "@/lib/reports/aggregate";

const KPIS: {
  key: keyof ReportTotals;
  label: "gross" | "orders" | "tickets" | "average" | "discount" | "cancelled";
  money: boolean;
}[] = [
  { key: "grossCents", label: "gross", money: true },
  { key: "orders", label: "orders", money: false },
  { key: "tickets", label: "tickets", money: false },
  { key: "averageCents", label: "average", money: true },
  { key: "discountCents", label: "discount", money: true },
  { key: "cancelled", label: "cancelled", money: false },
];

/** The period's figures, each beside the previous period's and the change between them. */
export async function ReportKpis({ current, previous }: { current: ReportTotals; previous: ReportTotals }) {
  const [t, locale] = await Promise.all([getTranslations("reports.kpis"), getLocale()]);
  return (
    <section aria-labelledby="report-kpis" className="grid gap-3">
      <h2 id="report-kpis" className="text-base font-semibold text-zinc-900">
        {t("title")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {KPIS.map(({ key, label, money }) => {
          const show = (n: number) => (money ? formatBRL(n, locale) : formatNumber(n, locale));
          const change = changePercent(current[key], previous[key]);
          return (
            <div key={key} className="min-w-0 rounded-lg border border-zinc-200 bg-white p-4 shadow-sm">
              <dt className="text-xs font-medium text-zinc-600">{t(label)}</dt>
              <dd
                className="mt-1 text-xl font-semibold break-words text-zinc-950 tabular-nums"
                data-testid={`kpi-${label}`}
              >
                {show(current[key])}
              </dd>
              <dd className="mt-1 text-xs text-zinc-600" data-testid={`kpi-${label}-previous`}>
                {t("previous", { value: show(previous[key]) })}
              </dd>
              <dd className="text-xs text-zinc-600">
                {change === null
                  ? t("noChange")
                  : t("change", { change: `${change > 0 ? "+" : ""}${formatNumber(change, locale)}` })}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
