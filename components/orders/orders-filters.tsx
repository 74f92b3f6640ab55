import Link from "next/link";

import { useTranslations } from "next-intl";

import { ORDER_STATUS_FILTERS, ordersList, type OrdersListState } from "@/lib/orders/list-params";
import { cn } from "@/lib/utils";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

const PILL =
  "block rounded-md px-3 py-1.5 text-sm font-medium text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-brand-600";
const ACTIVE = "bg-zinc-900 text-white hover:bg-zinc-800 hover:text-white";

/** The other filters' state as hidden fields, so a form that sets one keeps the rest. */
function Kept({ state, omit }: { state: OrdersListState; omit: "q" | "since" }) {
  return (
    <>
      {state.view ? <input type="hidden" name="view" value={state.view} /> : null}
      {state.status ? <input type="hidden" name="status" value={state.status} /> : null}
      {state.per_page !== ordersList.spec.perPageDefault ? (
        <input type="hidden" name="per_page" value={state.per_page} />
      ) : null}
      {state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
      {state.sort ? <input type="hidden" name="dir" value={state.dir} /> : null}
      {omit !== "q" && state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      {omit !== "since" && state.since ? <input type="hidden" name="since" value={state.since} /> : null}
    </>
  );
}

/**
 * A search (name, e-mail, document or short code), status links and a "created since" form: the URL
 * holds the filters, so they work without JavaScript.
 */
export function OrdersFilters({ base, state }: { base: string; state: OrdersListState }) {
  const t = useTranslations("orders");
  const options = [undefined, ...ORDER_STATUS_FILTERS] as const;
  return (
    <div className="flex w-full flex-wrap items-end gap-3">
      <form action={base} method="get" role="search" className="grid w-full max-w-xl gap-1">
        <Kept state={state} omit="q" />
        <Label htmlFor="orders-q">{t("search.label")}</Label>
        <div className="flex items-center gap-2">
          <Input
            id="orders-q"
            type="search"
            name="q"
            defaultValue={state.q}
            maxLength={200}
            aria-describedby="orders-q-hint"
            className="min-w-0 flex-1"
          />
          <Button type="submit">{t("search.submit")}</Button>
          {state.q ? (
            <Link
              href={ordersList.href(base, state, { q: "" })}
              className="text-sm whitespace-nowrap underline"
            >
              {t("search.clear")}
            </Link>
          ) : null}
        </div>
        <p id="orders-q-hint" className="text-xs text-zinc-600">
          {t("search.hint")}
        </p>
      </form>
      <nav aria-label={t("filters.label")}>
        <ul className="flex flex-wrap gap-1 rounded-lg border border-zinc-200 bg-white p-1 sm:inline-flex">
          {options.map((status) => {
            const active = !state.view && state.status === status;
            return (
              <li key={status ?? "all"}>
                <Link
                  href={ordersList.href(base, state, { status, view: undefined })}
                  aria-current={active ? "page" : undefined}
                  className={cn(PILL, active && ACTIVE)}
                >
                  {status ? t(`status.${status}`) : t("filters.allStatuses")}
                </Link>
              </li>
            );
          })}
          <li>
            <Link
              href={ordersList.href(base, state, { view: "attention", status: undefined })}
              aria-current={state.view ? "page" : undefined}
              className={cn(PILL, state.view && ACTIVE)}
            >
              {t("filters.attention")}
            </Link>
          </li>
        </ul>
      </nav>
      <form action={base} method="get" className="flex flex-wrap items-end gap-2">
        <Kept state={state} omit="since" />
        <div className="grid gap-1">
          <Label htmlFor="orders-since">{t("filters.since")}</Label>
          <Input
            id="orders-since"
            type="date"
            name="since"
            defaultValue={state.since ?? ""}
            className="w-40"
          />
        </div>
        <Button type="submit" variant="outline">
          {t("filters.apply")}
        </Button>
        {state.since ? (
          <Link href={ordersList.href(base, state, { since: undefined })} className="pb-2 text-sm underline">
            {t("filters.clearSince")}
          </Link>
        ) : null}
      </form>
    </div>
  );
}
