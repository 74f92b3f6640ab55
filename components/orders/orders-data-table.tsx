"use client";

import { useMemo, type ReactNode } from "react";

import Link from "next/link";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";

import type { PaymentStatus } from "@/lib/contract/orders";

import { DataTable, type DataTableList } from "@/components/data-table/data-table";

import { OrderStatusBadge } from "./order-status-badge";

/** One row as the server prepared it: money and dates formatted, the link resolved. */
export type OrderRow = {
  id: string;
  /** The short order code (lib/orders/code), as the door's ticket search shows it. */
  code: string;
  href: string;
  buyer: string;
  email: string;
  amount: string;
  method: string;
  items: string;
  tickets: number;
  coupon: string | null;
  paidAt: string;
  status: PaymentStatus;
  tourney: string | null;
  /** Refund state, shown in the "needs attention" view. */
  note?: string;
};

export function OrdersDataTable({
  rows,
  caption,
  list,
  empty,
  toolbar,
}: {
  rows: OrderRow[];
  caption: string;
  list: DataTableList;
  empty: ReactNode;
  toolbar: ReactNode;
}) {
  const t = useTranslations("orders.table");
  const hasTourney = rows.some((r) => r.tourney);
  const columns = useMemo<ColumnDef<OrderRow>[]>(() => {
    const cols: ColumnDef<OrderRow>[] = [
      {
        // Column ids that are sort keys (lib/orders/sort) get a sortable header.
        id: "buyer",
        header: t("buyer"),
        enableHiding: false,
        cell: ({ row }) => (
          <>
            <Link
              prefetch={false}
              href={row.original.href}
              aria-label={t("open", { name: row.original.buyer })}
              className="font-medium text-zinc-950 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {row.original.buyer}
            </Link>
            <p className="mt-0.5 text-xs text-zinc-600">{row.original.email}</p>
            {row.original.note ? <p className="mt-0.5 text-xs text-amber-800">{row.original.note}</p> : null}
          </>
        ),
        meta: { label: t("buyer"), className: "sm:min-w-48", card: "title" },
      },
      {
        id: "code",
        accessorKey: "code",
        header: t("code"),
        cell: ({ row }) => <span className="font-mono text-zinc-700">{row.original.code}</span>,
        meta: { label: t("code"), className: "whitespace-nowrap" },
      },
      {
        id: "amount",
        accessorKey: "amount",
        header: t("amount"),
        meta: { label: t("amount"), className: "whitespace-nowrap tabular-nums" },
      },
      { accessorKey: "method", header: t("method"), meta: { label: t("method") } },
      {
        accessorKey: "items",
        header: t("items"),
        meta: { label: t("items"), className: "hidden text-zinc-700 lg:table-cell" },
      },
      {
        accessorKey: "tickets",
        header: t("tickets"),
        meta: { label: t("tickets"), className: "tabular-nums" },
      },
      {
        accessorKey: "coupon",
        header: t("coupon"),
        cell: ({ row }) => row.original.coupon ?? "—",
        meta: { label: t("coupon"), className: "hidden md:table-cell" },
      },
      {
        id: "paid_at",
        accessorKey: "paidAt",
        header: t("paidAt"),
        meta: { label: t("paidAt"), className: "whitespace-nowrap text-zinc-700" },
      },
      {
        id: "status",
        header: t("status"),
        cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
        meta: { label: t("status") },
      },
    ];
    if (hasTourney)
      cols.push({
        accessorKey: "tourney",
        header: t("tourney"),
        cell: ({ row }) => row.original.tourney ?? "—",
        meta: { label: t("tourney") },
      });
    return cols;
  }, [t, hasTourney]);

  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => r.id}
      caption={caption}
      list={list}
      empty={empty}
      toolbar={toolbar}
      rowLabel={(r) => r.buyer}
    />
  );
}
