import { z } from "zod";

import { LIMITS } from "@/lib/contract/constants";

import {
  listHref,
  listQueryKey,
  SORT_DIRS,
  type FilterValue,
  type ListPatch,
  type ListSpec,
  type ListState,
} from "./list-params";

type SearchParamsLike = Record<string, string | string[] | undefined> | URLSearchParams;
type FilterSchemas = Record<string, z.ZodType<FilterValue>>;
type FiltersOf<F extends FilterSchemas> = { [K in keyof F]: z.output<F[K]> };

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/**
 * Declares one list's URL state — the one way every list page reads `searchParams`:
 *
 * ```ts
 * // lib/events/list-params.ts (server side: it holds zod)
 * export const eventsList = defineListParams({
 *   perPage: [10, 25, 50],                       // choices; the default is LIMITS.perPageDefault
 *   sort: EVENT_SORT_KEYS,                       // = the DataTable's sortable column ids
 *   filters: { producer: ProducerParamSchema, status: EventStatusSchema.optional() },
 * });
 * // page.tsx
 * const state = eventsList.parse(await searchParams);  // never throws
 * <Suspense key={eventsList.queryKey(state)}> … eventsList.href("/events", state, { status: "live" })
 * ```
 *
 * A list that comes whole (its source is not paged, e.g. an event's lots) declares `perPage: []`: `page`
 * is always 1, links never write `page`/`per_page` and the DataTable shows no pager.
 *
 * Every key falls back on junk (`page=abc`, `per_page=-3`, `sort=zzz`, `dir=up`, an unknown filter
 * value): `page` to 1, `per_page` to the default, `sort` to none (the source's own order), `dir` to
 * `asc`, a filter to what its schema gives for "absent". Repeated keys take the first. Links
 * (`href`) omit defaults and any change but `page` resets the page. Client components get `spec` and
 * the parsed state as props and build links with `listHref` from ./list-params, which has no zod.
 */
export function defineListParams<
  const S extends string = never,
  F extends FilterSchemas = Record<never, never>,
>({
  perPage = [10, 25, 50],
  perPageDefault = LIMITS.perPageDefault,
  sort = [],
  filters = {} as F,
}: {
  perPage?: readonly number[];
  perPageDefault?: number;
  sort?: readonly S[];
  filters?: F;
}) {
  type State = ListState<FiltersOf<F>, S>;
  const filterSchemas = Object.fromEntries(
    Object.entries(filters).map(([key, schema]) => [
      key,
      z.preprocess(first, schema).catch(() => schema.safeParse(undefined).data),
    ]),
  );
  const schema = z.object({
    ...filterSchemas,
    page: perPage.length
      ? z.preprocess(first, z.coerce.number().int().min(1).max(100_000)).catch(1)
      : z.preprocess(() => 1, z.literal(1)),
    per_page: z
      .preprocess(
        first,
        z.coerce
          .number()
          .int()
          .refine((n) => perPage.includes(n)),
      )
      .catch(perPageDefault),
    sort: z
      .preprocess(first, (sort.length ? z.enum(sort as readonly S[] as [S, ...S[]]) : z.never()).optional())
      .catch(undefined),
    dir: z.preprocess(first, z.enum(SORT_DIRS)).catch("asc"),
  });
  const spec: ListSpec = {
    perPageOptions: perPage,
    perPageDefault,
    sortKeys: sort,
    filterKeys: Object.keys(filterSchemas),
    filterDefaults: Object.fromEntries(
      Object.entries(filterSchemas)
        .map(([key, s]) => [key, s.parse(undefined) as FilterValue])
        .filter(([, value]) => value !== undefined),
    ),
  };
  const parse = (params: SearchParamsLike): State => {
    const record = params instanceof URLSearchParams ? Object.fromEntries(params) : params;
    return schema.parse(record) as State;
  };
  return {
    spec,
    parse,
    href: (base: string, state: State, patch?: ListPatch<State>) => listHref(base, spec, state, patch),
    queryKey: (state: State) => listQueryKey(spec, state),
  };
}

export type ListDefinition = ReturnType<typeof defineListParams>;
/** The parsed state type of a list declared with `defineListParams`. */
export type StateOf<D extends { parse: (p: never) => unknown }> = ReturnType<D["parse"]>;
