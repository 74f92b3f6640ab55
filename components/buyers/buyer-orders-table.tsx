"use client";

import { useMemo } from "react";

import Link from "next/link";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";

import { DataTable } from "@/components/data-table/data-table";

/** One paid order as the server prepared it: the order's link when its event is known, labels formatted. */
export type BuyerOrderRow = {
  id: string;
  /** The short order code (lib/orders/code). */
  code: string;
  event: string;
  href: string | null;
  paidAt: string;
  amount: string;
};

/** The buyer's paid orders, in the API's order (the whole history comes with the profile; no sort). */
export function BuyerOrdersTable({ rows }: { rows: BuyerOrderRow[] }) {
  const t = useTranslations("buyers.profile");
  const columns = useMemo<ColumnDef<BuyerOrderRow>[]>(
    () => [
      {
        id: "event",
        header: t("event"),
        enableHiding: false,
        cell: ({ row: { original: o } }) =>
          o.href ? (
            <Link href={o.href} prefetch={false} className="font-medium text-brand-700 hover:underline">
              {o.event}
            </Link>
          ) : (
            o.event
          ),
        meta: { label: t("event"), card: "title" },
      },
      {
        id: "code",
        header: t("code"),
        cell: ({ row }) => <span className="font-mono text-zinc-700">{row.original.code}</span>,
        meta: { label: t("code"), className: "whitespace-nowrap" },
      },
      {
        id: "paid_at",
        header: t("paidAt"),
        cell: ({ row }) => row.original.paidAt,
        meta: { label: t("paidAt") },
      },
      {
        id: "amount",
        header: t("amount"),
        cell: ({ row }) => row.original.amount,
        meta: { label: t("amount"), className: "text-right tabular-nums" },
      },
    ],
    [t],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => r.id}
      caption={t("orders")}
      empty={<p className="px-5 text-sm text-zinc-600">{t("noOrders")}</p>}
    />
  );
}
