"use client";

import { useMemo, type ReactNode } from "react";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";

import type { TicketStatus } from "@/lib/contract";

import { Badge } from "@/components/ui/badge";

import { DataTable, type DataTableList } from "@/components/data-table/data-table";

const TONE = { valid: "blue", checked_in: "green", cancelled: "red", transferred: "amber" } as const;

/** One ticket as the server prepared it: entry time formatted, order code computed. */
export type TicketSearchRow = {
  id: string;
  holder: string;
  product: string;
  status: TicketStatus;
  checkedInAt: string;
  orderCode: string;
};

/** The ticket search's results on the DataTable, paged through the URL (upstream pages). */
export function TicketSearchTable({
  rows,
  list,
  empty,
}: {
  rows: TicketSearchRow[];
  list: DataTableList;
  empty: ReactNode;
}) {
  const t = useTranslations("door.tickets");
  const columns = useMemo<ColumnDef<TicketSearchRow>[]>(
    () => [
      {
        id: "holder",
        header: t("columns.holder"),
        enableHiding: false,
        cell: ({ row }) => row.original.holder,
        meta: { label: t("columns.holder"), className: "font-medium", card: "title" },
      },
      {
        id: "product",
        header: t("columns.product"),
        cell: ({ row }) => row.original.product,
        meta: { label: t("columns.product") },
      },
      {
        id: "status",
        header: t("columns.status"),
        cell: ({ row }) => (
          <Badge tone={TONE[row.original.status]}>{t(`status.${row.original.status}`)}</Badge>
        ),
        meta: { label: t("columns.status") },
      },
      {
        id: "checked_in_at",
        header: t("columns.checkedInAt"),
        cell: ({ row }) => row.original.checkedInAt,
        meta: { label: t("columns.checkedInAt") },
      },
      {
        id: "order",
        header: t("columns.order"),
        cell: ({ row }) => row.original.orderCode,
        meta: { label: t("columns.order"), className: "font-mono text-xs" },
      },
    ],
    [t],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => r.id}
      caption={t("caption")}
      list={list}
      empty={empty}
      rowLabel={(r) => r.holder}
    />
  );
}
