import { byText, sortRows } from "@/lib/url-state/sort";

import type { Settlement } from "./statement";

/**
 * The borderô as titled tables, one model for the page, the PDF, the CSV and the XLSX, so every format
 * shows the same cells. Amounts stay integer cents here; each format renders them its own way.
 */
export type Cell = { text: string } | { cents: number } | { count: number };
export type Section = {
  key: "lots" | "coupons" | "summary" | "methods" | "cancellations" | "tickets" | "reconciliation";
  title: string;
  head: string[];
  rows: Cell[][];
  /** Shown under the rows (a totals line), same width as `head`. */
  total?: Cell[];
  /** Text shown instead of an empty table. */
  empty?: string;
};

/** A translator of the `settlement` namespace (next-intl's, narrowed to what is used here). */
export type SettlementT = (key: string, values?: Record<string, string | number>) => string;

const text = (t: string): Cell => ({ text: t });
const cents = (c: number): Cell => ({ cents: c });
const count = (n: number): Cell => ({ count: n });

/** The borderô's sections for a reader of `locale`: lots by name and coupons by code in its order. */
export function settlementSections(s: Settlement, t: SettlementT, locale: string): Section[] {
  const { totals, api, reconciliation: r } = s;
  const lots = sortRows(
    s.lots,
    byText((l) => l.name, locale),
    "asc",
  );
  const coupons = sortRows(
    s.coupons,
    byText((c) => c.code, locale),
    "asc",
  );
  const sumLots = (pick: (l: Settlement["lots"][number]) => number) =>
    s.lots.reduce((a, l) => a + pick(l), 0);
  return [
    {
      key: "lots",
      title: t("sections.lots"),
      head: ["lot", "price", "sold", "courtesy", "gross"].map((c) => t(`columns.${c}`)),
      rows: lots.map((l) => [
        text(l.name),
        cents(l.priceCents),
        count(l.sold),
        count(l.courtesy),
        cents(l.grossCents),
      ]),
      total: [
        text(t("total")),
        text(""),
        count(sumLots((l) => l.sold)),
        count(sumLots((l) => l.courtesy)),
        cents(sumLots((l) => l.grossCents)),
      ],
    },
    {
      key: "coupons",
      title: t("sections.coupons"),
      head: ["code", "uses", "discount"].map((c) => t(`columns.${c}`)),
      rows: coupons.map((c) => [text(c.code), count(c.uses), cents(c.discountCents)]),
      empty: t("noCoupons"),
    },
    {
      key: "summary",
      title: t("sections.summary"),
      head: [t("columns.item"), t("columns.amount")],
      rows: [
        [text(t("summary.products")), cents(totals.productCents)],
        [text(t("summary.discounts")), cents(-totals.discountCents)],
        [text(t("summary.fees")), cents(totals.feesCents)],
        [text(t("summary.tips")), cents(totals.tipCents)],
        [text(t("summary.gross")), cents(totals.grossCents)],
        [text(t("summary.feesOut")), cents(-totals.feesCents)],
        [text(t("summary.net")), cents(totals.netCents)],
      ],
    },
    {
      key: "methods",
      title: t("sections.methods"),
      head: ["method", "orders", "amount"].map((c) => t(`columns.${c}`)),
      rows: s.methods.map((m) => [text(methodLabel(m.method, t)), count(m.count), cents(m.amountCents)]),
      total: [text(t("total")), count(totals.ordersPaid), cents(totals.grossCents)],
    },
    {
      key: "cancellations",
      title: t("sections.cancellations"),
      head: ["status", "orders", "orderAmount", "refunded"].map((c) => t(`columns.${c}`)),
      rows: s.cancellations.refunds.map((l) => [
        text(t(`refunds.${l.status}`)),
        count(l.count),
        cents(l.orderCents),
        cents(l.refundCents),
      ]),
      total: s.cancellations.count
        ? [
            text(t("total")),
            count(s.cancellations.count),
            cents(s.cancellations.amountCents),
            cents(s.cancellations.refunds.reduce((a, l) => a + l.refundCents, 0)),
          ]
        : undefined,
      empty: t("noCancellations"),
    },
    {
      key: "tickets",
      title: t("sections.tickets"),
      head: [t("columns.item"), t("columns.count")],
      rows: [
        [text(t("tickets.issued")), count(s.tickets.issued)],
        [text(t("tickets.checkedIn")), count(s.tickets.checkedIn)],
        [text(t("tickets.missing")), count(s.tickets.issued - s.tickets.checkedIn)],
      ],
    },
    {
      key: "reconciliation",
      title: t("sections.reconciliation"),
      head: ["figure", "statement", "api", "difference"].map((c) => t(`columns.${c}`)),
      rows: [
        [
          text(t("figures.gross")),
          cents(totals.grossCents),
          cents(api.grossCents),
          cents(r.difference.grossCents),
        ],
        [
          text(t("figures.fees")),
          cents(totals.feesCents),
          cents(api.feesCents),
          cents(r.difference.feesCents),
        ],
        [text(t("figures.net")), cents(totals.netCents), cents(api.netCents), cents(r.difference.netCents)],
        [
          text(t("figures.tickets")),
          count(totals.ticketsSold),
          count(api.ticketsSold),
          count(totals.ticketsSold - api.ticketsSold),
        ],
        [
          text(t("figures.orders")),
          count(totals.ordersPaid),
          count(api.ordersPaid),
          count(totals.ordersPaid - api.ordersPaid),
        ],
      ],
    },
  ];
}

export function methodLabel(method: string, t: SettlementT): string {
  return ["pix", "credit_card", "gateway", "gateway_pix", "none"].includes(method)
    ? t(`methods.${method}`)
    : method;
}

/** The reconciliation in one sentence: matches, or what explains the difference. */
export function reconciliationNote(
  s: Settlement,
  t: SettlementT,
  formatMoney: (cents: number) => string,
  formatWhen: (iso: string) => string,
): string {
  if (s.reconciliation.matches) return t("matches");
  if (!s.api.cachedAt) return t("mismatchNotCached");
  return t("mismatch", {
    cachedAt: formatWhen(s.api.cachedAt),
    orders: s.reconciliation.afterCache.orders,
    amount: formatMoney(s.reconciliation.afterCache.grossCents),
  });
}
