"use client";

import { useMemo, type ReactNode } from "react";

import Link from "next/link";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";

import { DataTable, type DataTableList } from "@/components/data-table/data-table";

/** One buyer as the server prepared it: profile link resolved, money formatted. */
export type BuyerTableRow = {
  id: string;
  name: string | null;
  email: string;
  href: string;
  spent: string;
  orders: number;
  day?: number | null;
  tags?: string[];
  suppressed?: boolean;
};

/**
 * Best buyers, birthdays and search results. Column ids are the sort keys of lib/buyers/sort; the e-mail
 * stays the second column. Profile links are not prefetched: each costs an upstream read, and a list
 * holds up to 100 of them.
 */
export function BuyersDataTable({
  rows,
  caption,
  list,
  showDay = false,
  empty,
}: {
  rows: BuyerTableRow[];
  caption: string;
  list?: DataTableList;
  showDay?: boolean;
  empty?: ReactNode;
}) {
  const t = useTranslations("buyers.table");
  const columns = useMemo<ColumnDef<BuyerTableRow>[]>(() => {
    const numeric = "text-right tabular-nums";
    return [
      {
        id: "name",
        header: t("name"),
        enableHiding: false,
        cell: ({ row: { original: b } }) => (
          <>
            <Link href={b.href} prefetch={false} className="font-medium text-brand-700 hover:underline">
              {b.name ?? t("noName")}
            </Link>
            {b.tags?.length || b.suppressed ? (
              <span className="ml-2 inline-flex flex-wrap gap-1 align-middle">
                {b.tags?.map((tag) => (
                  <Badge key={tag} tone="violet">
                    {tag}
                  </Badge>
                ))}
                {b.suppressed ? <Badge tone="amber">{t("suppressed")}</Badge> : null}
              </span>
            ) : null}
          </>
        ),
        meta: { label: t("name"), card: "title" },
      },
      {
        id: "email",
        header: t("email"),
        cell: ({ row }) => row.original.email,
        meta: { label: t("email"), className: "break-all" },
      },
      ...(showDay
        ? [
            {
              id: "day",
              header: t("day"),
              cell: ({ row }) => row.original.day ?? "—",
              meta: { label: t("day") },
            } satisfies ColumnDef<BuyerTableRow>,
          ]
        : []),
      {
        id: "spent",
        header: t("spent"),
        cell: ({ row }) => row.original.spent,
        meta: { label: t("spent"), className: numeric },
      },
      {
        id: "orders",
        header: t("orders"),
        cell: ({ row }) => row.original.orders,
        meta: { label: t("orders"), className: numeric },
      },
    ];
  }, [t, showDay]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => r.id}
      caption={caption}
      list={list}
      empty={empty}
    />
  );
}
