import { formatDateTime } from "@/lib/dates";
import { formatBRL, formatNumber } from "@/lib/money";

import {
  reconciliationNote,
  settlementSections,
  type Cell,
  type Section,
  type SettlementT,
} from "./sections";
import type { Settlement } from "./statement";

/** Everything a file format needs besides the statement: the reader's language and the display zone. */
export type RenderContext = { t: SettlementT; locale: string; timeZone: string };

export type HeaderLine = { label: string; value: string };

/** The statement's header lines (event, producer, period, issue, cache) and its sections, for every format. */
export function renderModel(s: Settlement, { t, locale, timeZone }: RenderContext) {
  const when = (iso: string) => formatDateTime(iso, { timeZone, locale });
  const header: HeaderLine[] = [
    { label: t("producer"), value: s.event.producer },
    {
      label: t("period"),
      value: s.period ? `${when(s.period.from)} – ${when(s.period.to)}` : t("noPeriod"),
    },
    { label: t("cachedAt"), value: s.api.cachedAt ? when(s.api.cachedAt) : t("notCached") },
  ];
  return {
    locale,
    title: t("heading", { event: s.event.name }),
    issued: t("issued", { when: when(s.issuedAt), name: `${s.issuedBy.name} <${s.issuedBy.email}>` }),
    header,
    sections: settlementSections(s, t, locale),
    note: reconciliationNote(s, t, (c) => formatBRL(c, locale), when),
  };
}
export type RenderModel = ReturnType<typeof renderModel>;

/** A cell as people read it (the page and the PDF). */
export function cellText(cell: Cell, locale: string): string {
  if ("text" in cell) return cell.text;
  if ("cents" in cell) return formatBRL(cell.cents, locale);
  return formatNumber(cell.count, locale);
}

export const isNumeric = (cell: Cell) => !("text" in cell);
export type { Section };
