/**
 * A list's URL state as plain data, and the links between its states. No zod here: client components
 * import this module. Parsing `searchParams` is `defineListParams` (./define-list-params, server side),
 * which also produces the `ListSpec` these functions read.
 */
export const SORT_DIRS = ["asc", "desc"] as const;
export type SortDir = (typeof SORT_DIRS)[number];

export type FilterValue = string | number | boolean | undefined;

/** What links need to know about one list: its choices and the defaults they leave out. */
export type ListSpec = {
  perPageOptions: readonly number[];
  perPageDefault: number;
  /** Sortable keys (the DataTable's sortable column ids); empty when only the API's order exists. */
  sortKeys: readonly string[];
  /** The list's own filters, in the order links write them. */
  filterKeys: readonly string[];
  /** A filter's value when the URL has none, for filters whose default is not "absent" (links omit it). */
  filterDefaults: Readonly<Record<string, FilterValue>>;
};

/** `sort` absent is the source's own order (the API's, or the query's default); `dir` matters only with it. */
export type ListBase<S extends string = string> = {
  page: number;
  per_page: number;
  sort: S | undefined;
  dir: SortDir;
};
export type ListState<F = object, S extends string = string> = ListBase<S> & F;

/** A change to a state: any key but `page` starts over at page 1 unless `page` is given too. */
export type ListPatch<State> = Partial<State>;

/** The query string of `state` with `patch` applied: defaults omitted, `?` included unless empty. */
export function listSearch<State extends ListBase>(
  spec: ListSpec,
  state: State,
  patch: ListPatch<State> = {},
): string {
  const resetsPage = Object.keys(patch).some((k) => k !== "page") && !("page" in patch);
  const next: Record<string, unknown> = { ...state, ...(resetsPage ? { page: 1 } : {}), ...patch };
  const q = new URLSearchParams();
  for (const key of spec.filterKeys) {
    const value = next[key];
    if (value !== undefined && value !== spec.filterDefaults[key]) q.set(key, String(value));
  }
  if (next.sort) {
    q.set("sort", String(next.sort));
    q.set("dir", String(next.dir));
  }
  if (Number(next.page) > 1) q.set("page", String(next.page));
  if (next.per_page !== spec.perPageDefault) q.set("per_page", String(next.per_page));
  const s = q.toString();
  return s ? `?${s}` : "";
}

export function listHref<State extends ListBase>(
  base: string,
  spec: ListSpec,
  state: State,
  patch: ListPatch<State> = {},
): string {
  return `${base}${listSearch(spec, state, patch)}`;
}

/** Suspense key: a list re-suspends whenever the query it shows changes (its canonical query string). */
export function listQueryKey<State extends ListBase>(spec: ListSpec, state: State): string {
  return listSearch(spec, state) || "?";
}

/** The next sort a header click asks for: unsorted → ascending → descending → the source's order. */
export function nextSort<S extends string>(
  state: Pick<ListBase<S>, "sort" | "dir">,
  key: S,
): Pick<ListBase<S>, "sort" | "dir"> {
  if (state.sort !== key) return { sort: key, dir: "asc" };
  return state.dir === "asc" ? { sort: key, dir: "desc" } : { sort: undefined, dir: "asc" };
}

/** "21–40 of 95" bounds for a page that shows `shown` rows. */
export function pageBounds(page: number, perPage: number, shown: number) {
  const from = shown === 0 ? 0 : (page - 1) * perPage + 1;
  return { from, to: shown === 0 ? 0 : from + shown - 1 };
}
