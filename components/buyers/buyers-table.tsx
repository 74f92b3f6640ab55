import type { ReactNode } from "react";

import { getLocale } from "next-intl/server";

import type { BuyerSummary } from "@/lib/contract";
import { formatMoney } from "@/lib/money";
import { withProducer } from "@/lib/url-state/with-producer";

import type { DataTableList } from "@/components/data-table/data-table";

import { BuyersDataTable } from "./buyers-data-table";

export type BuyerRow = BuyerSummary & { day?: number | null; tags?: string[]; suppressed?: boolean };

/** A list of buyers (best buyers, birthdays, search results), in the order given (the caller sorted it). */
export async function BuyersTable({
  rows,
  caption,
  producer,
  list,
  showDay = false,
  empty,
}: {
  rows: BuyerRow[];
  caption: string;
  producer?: string;
  list?: DataTableList;
  showDay?: boolean;
  empty?: ReactNode;
}) {
  const locale = await getLocale();
  return (
    <BuyersDataTable
      rows={rows.map((b) => ({
        id: b.id,
        name: b.name,
        email: b.email,
        href: withProducer(`/buyers/${b.id}`, producer),
        spent: formatMoney(b.total_spent, locale),
        orders: b.orders_count,
        day: b.day,
        tags: b.tags,
        suppressed: b.suppressed,
      }))}
      caption={caption}
      list={list}
      showDay={showDay}
      empty={empty}
    />
  );
}
