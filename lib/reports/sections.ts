import type { Cell } from "@/lib/settlement/sections";

import type { Report, ReportTotals } from "./aggregate";

/** A translator of the `reports` namespace (next-intl's, narrowed to what is used here). */
export type ReportsT = (key: string, values?: Record<string, string | number>) => string;

/** One titled table of the report, the same cells for the CSV and the XLSX (amounts in cents). */
export type ReportSection = {
  key: "summary" | "days" | "events" | "methods" | "lots" | "coupons" | "refunds";
  title: string;
  head: string[];
  rows: Cell[][];
  total?: Cell[];
};

const text = (t: string): Cell => ({ text: t });
const cents = (c: number): Cell => ({ cents: c });
const count = (n: number): Cell => ({ count: n });

export const methodName = (t: ReportsT, method: string) =>
  ["pix", "credit_card", "gateway", "gateway_pix", "none"].includes(method) ? t(`methods.${method}`) : method;

const SUMMARY: [
  keyof ReportTotals,
  "gross" | "orders" | "tickets" | "average" | "discount" | "cancelled",
  boolean,
][] = [
  ["grossCents", "gross", true],
  ["orders", "orders", false],
  ["tickets", "tickets", false],
  ["averageCents", "average", true],
  ["discountCents", "discount", true],
  ["cancelled", "cancelled", false],
];

/** Each table's title, as the page and the files name it (the CSV's section column reads the same keys). */
export function reportSectionTitles(t: ReportsT): Record<ReportSection["key"], string> {
  const keys: ReportSection["key"][] = ["summary", "days", "events", "methods", "lots", "coupons", "refunds"];
  return Object.fromEntries(keys.map((key) => [key, t(`file.sections.${key}`)])) as Record<
    ReportSection["key"],
    string
  >;
}

/** The report as tables, in the order the page shows them. */
export function reportSections(r: Report, t: ReportsT): ReportSection[] {
  const title = reportSectionTitles(t);
  const c = (key: string) => t(`breakdown.columns.${key}`);
  const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((a, row) => a + pick(row), 0);
  return [
    {
      key: "summary",
      title: title.summary,
      head: [t("file.metric"), t("file.current"), t("file.previous")],
      rows: SUMMARY.map(([field, label, money]) => [
        text(t(`kpis.${label}`)),
        money ? cents(r.totals[field]) : count(r.totals[field]),
        money ? cents(r.previous[field]) : count(r.previous[field]),
      ]),
    },
    {
      key: "days",
      title: title.days,
      head: [c("day"), c("orders"), c("tickets"), c("gross"), c("previous")],
      rows: r.byDay.map((d) => [
        text(d.key),
        count(d.orders),
        count(d.tickets),
        cents(d.grossCents),
        cents(d.previousGrossCents),
      ]),
      total: [
        text(t("breakdown.total")),
        count(r.totals.orders),
        count(r.totals.tickets),
        cents(r.totals.grossCents),
        cents(r.previous.grossCents),
      ],
    },
    {
      key: "events",
      title: title.events,
      head: [c("event"), c("orders"), c("tickets"), c("gross")],
      rows: r.byEvent.map((e) => [text(e.name), count(e.orders), count(e.tickets), cents(e.grossCents)]),
    },
    {
      key: "methods",
      title: title.methods,
      head: [c("method"), c("orders"), c("gross")],
      rows: r.byMethod.map((m) => [text(methodName(t, m.method)), count(m.orders), cents(m.grossCents)]),
    },
    {
      key: "lots",
      title: title.lots,
      head: [c("lot"), c("event"), c("tickets"), c("gross")],
      rows: r.byLot.map((l) => [text(l.name), text(l.event), count(l.tickets), cents(l.grossCents)]),
    },
    {
      key: "coupons",
      title: title.coupons,
      head: ["code", "uses", "discount", "gross", "events"].map((k) => t(`coupons.${k}`)),
      rows: r.coupons.map((x) => [
        text(x.code),
        count(x.uses),
        cents(x.discountCents),
        cents(x.grossCents),
        count(x.events),
      ]),
    },
    {
      key: "refunds",
      title: title.refunds,
      head: ["status", "count", "orders", "refunded"].map((k) => t(`refunds.${k}`)),
      rows: r.refunds.map((x) => [
        text(t(`refunds.statuses.${x.status}`)),
        count(x.count),
        cents(x.orderCents),
        cents(x.refundCents),
      ]),
      total: [
        text(t("breakdown.total")),
        count(sum(r.refunds, (x) => x.count)),
        cents(sum(r.refunds, (x) => x.orderCents)),
        cents(sum(r.refunds, (x) => x.refundCents)),
      ],
    },
  ];
}
