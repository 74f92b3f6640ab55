import { byText, sortRows } from "@/lib/url-state/sort";

/**
 * The door list alphabetical by holder for a reader of `locale` (the CSV and the printed list): case and
 * extra spaces aside, accents as the reader's language files them, "Mesa 2" before "Mesa 10"; tickets
 * without a name first.
 */
export function byHolder<T extends { holder_name: string | null }>(
  tickets: readonly T[],
  locale: string,
): T[] {
  const keyed = tickets.map((ticket) => ({
    ticket,
    key: (ticket.holder_name ?? "").trim().replace(/\s+/g, " "),
  }));
  const compare = byText<(typeof keyed)[number]>((k) => k.key, locale, {
    sensitivity: "base",
    numeric: true,
  });
  return sortRows(keyed, compare, "asc").map((k) => k.ticket);
}
