import Link from "next/link";
import { unstable_rethrow } from "next/navigation";

import { SearchX, ShoppingCart } from "lucide-react";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import type { Order } from "@/lib/contract";
import { ordersList, type OrdersListState } from "@/lib/orders/list-params";
import { orderRow } from "@/lib/orders/rows";
import { SEARCH_LIMIT } from "@/lib/orders/search";
import { readOrdersTable } from "@/lib/orders/table-read";
import { pageBounds } from "@/lib/url-state/list-params";

import { Alert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";

import { DataTableEmpty } from "@/components/data-table/empty-state";
import { DataTableError } from "@/components/data-table/error-state";

import type { OrderRow } from "./orders-data-table";
import { OrdersDataTableLazy } from "./orders-data-table-lazy";
import { OrdersFilters } from "./orders-filters";

/**
 * The orders of the URL state (lib/orders/table-read.ts), with the filters above them. A failed read
 * shows the table's error state in place: on a client navigation (or a read the page did not start
 * before its first byte) the status is already sent.
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
  const toolbar = <OrdersFilters base={`${base}/orders`} state={state} />;
  let read;
  try {
    read = await readOrdersTable({ eventId, state, locale, timeZone });
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
  const { result, sortRefusedAbove, attention, truncated } = read;

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
