import Link from "next/link";
import { unstable_rethrow } from "next/navigation";

import { SearchX, ShoppingCart } from "lucide-react";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import type { Order } from "@/lib/contract";
import { ordersList, sinceInstant, type OrdersListState } from "@/lib/orders/list-params";
import { orderRow, ordersNeedingAttention } from "@/lib/orders/rows";
import { SEARCH_LIMIT, searchOrders } from "@/lib/orders/search";
import { orderComparators } from "@/lib/orders/sort";
import { listOrders, listOrdersSorted } from "@/lib/partner/orders";
import { readListPage } from "@/lib/url-state/list-page";
import { pageBounds } from "@/lib/url-state/list-params";
import { sortRows } from "@/lib/url-state/sort";

import { Alert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";

import { DataTableEmpty } from "@/components/data-table/empty-state";
import { DataTableError } from "@/components/data-table/error-state";

import type { OrderRow } from "./orders-data-table";
import { OrdersDataTableLazy } from "./orders-data-table-lazy";
import { OrdersFilters } from "./orders-filters";

/**
 * GET /events/{id}/orders for the URL state (the event is already checked against the user's scope),
 * sorted over the whole filtered list when asked. The "needs attention" view is one API page, unsorted.
 */
export async function OrdersTable({
  eventId,
  base,
  state,
}: {
  eventId: string;
  base: string;
  state: OrdersListState;
}) {
  const [t, tShell, locale, timeZone] = await Promise.all([
    getTranslations("orders"),
    getTranslations("shell.pagination"),
    getLocale(),
    getTimeZone(),
  ]);
  const query = { page: state.page, per_page: state.per_page, since: sinceInstant(state.since, timeZone) };
  const toolbar = <OrdersFilters base={`${base}/orders`} state={state} />;
  let result;
  let sortRefusedAbove: number | undefined;
  let attention: { scanned: number } | null = null;
  let truncated = false;
  try {
    if (state.q.length >= 2 && !state.view) {
      // A search reads every match (at most SEARCH_LIMIT orders), then sorts and pages them here.
      const found = await searchOrders(eventId, state.q, {
        payment_status: state.status,
        since: query.since,
      });
      truncated = found.truncated;
      const newest = [...found.orders].sort((a, b) => b.created_at.localeCompare(a.created_at));
      const all = state.sort ? sortRows(newest, orderComparators(locale)[state.sort], state.dir) : newest;
      const start = (state.page - 1) * state.per_page;
      result = {
        data: all.slice(start, start + state.per_page),
        total: all.length,
        page: state.page,
        per_page: state.per_page,
      };
    } else if (state.view === "attention") {
      const found = await ordersNeedingAttention(eventId, query);
      result = { ...found.page, data: found.orders };
      attention = { scanned: found.page.data.length };
    } else {
      const filtered = { ...query, payment_status: state.status };
      ({ result, sortRefusedAbove } = await readListPage(state, orderComparators(locale), {
        unsorted: () => listOrders(eventId, filtered),
        sorted: (sort) => listOrdersSorted(eventId, filtered, sort),
      }));
    }
  } catch (error) {
    unstable_rethrow(error);
    console.error("GET /events/{id}/orders failed", error);
    return (
      <div className="grid gap-4">
        {toolbar}
        <DataTableError />
      </div>
    );
  }

  const format = {
    timeZone,
    locale,
    noName: t("table.noBuyerName"),
    method: (m: string | null) => t(`method.${(m ?? "none") as "none"}`),
  };
  const rows: OrderRow[] = result.data.map((o) => {
    const refund = "refund" in o ? (o as Order).refund : null;
    return {
      ...orderRow(o, `${base}/orders/${o.id}`, format),
      note: refund ? t(`refund.${refund.status}`) : undefined,
    };
  });
  const filtered = Boolean(state.status || state.since || state.q) || state.page > 1;
  const empty = attention ? (
    <DataTableEmpty
      icon={ShoppingCart}
      title={t("empty.attentionTitle")}
      description={t("empty.attentionBody")}
    />
  ) : filtered ? (
    <DataTableEmpty
      icon={SearchX}
      title={t("empty.filteredTitle")}
      description={t("empty.filteredBody")}
      action={
        <Link
          href={ordersList.href(`${base}/orders`, state, { status: undefined, since: undefined, q: "" })}
          className={buttonVariants({ variant: "outline" })}
        >
          {t("empty.clear")}
        </Link>
      }
    />
  ) : (
    <DataTableEmpty icon={ShoppingCart} title={t("empty.title")} description={t("empty.body")} />
  );
  const summary = tShell("summary", {
    ...pageBounds(result.page, result.per_page, rows.length),
    total: result.total,
  });

  return (
    <div className="grid gap-3">
      {truncated ? (
        <Alert variant="info" role="note">
          {t("search.truncated", { limit: SEARCH_LIMIT })}
        </Alert>
      ) : null}
      {attention ? (
        <Alert variant="info" role="note">
          {t("attention.note", { scanned: attention.scanned })}
        </Alert>
      ) : null}
      <OrdersDataTableLazy
        rows={rows}
        caption={t("table.caption", { summary })}
        list={{
          // The attention view is one API page filtered here: it offers no sort.
          spec: attention ? { ...ordersList.spec, sortKeys: [] } : ordersList.spec,
          state,
          total: result.total,
          sortRefusedAbove,
        }}
        empty={empty}
        toolbar={toolbar}
      />
    </div>
  );
}
