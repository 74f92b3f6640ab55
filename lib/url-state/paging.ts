/** What a URL-paged table needs to know, as plain data the server hands to the client table. */
export type Paging = {
  page: number;
  perPage: number;
  total: number;
  /** Choices offered for `per_page`; the first link of each resets to page 1. */
  perPageOptions?: readonly number[];
  /** `per_page` the list uses when the URL has none (kept out of links). */
  perPageDefault?: number;
};

/** The query string for one page of the current URL: other params kept, defaults omitted. */
export function pagedSearch(
  current: URLSearchParams,
  patch: { page?: number; perPage?: number },
  perPageDefault?: number,
): string {
  const next = new URLSearchParams(current);
  if (patch.page !== undefined) {
    if (patch.page > 1) next.set("page", String(patch.page));
    else next.delete("page");
  }
  if (patch.perPage !== undefined) {
    next.delete("page");
    if (patch.perPage === perPageDefault) next.delete("per_page");
    else next.set("per_page", String(patch.perPage));
  }
  const s = next.toString();
  return s ? `?${s}` : "";
}

/** "21–40 of 95" bounds for a page that shows `shown` rows. */
export function pageBounds(page: number, perPage: number, shown: number) {
  const from = shown === 0 ? 0 : (page - 1) * perPage + 1;
  return { from, to: shown === 0 ? 0 : from + shown - 1 };
}
