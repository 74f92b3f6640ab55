"use client";

import { useMemo, type ReactNode } from "react";

import Link from "next/link";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";

import { DataTable, type DataTableList } from "@/components/data-table/data-table";

import { CouponActiveToggle } from "./coupon-active-toggle";

/** One coupon as the server prepared it: amounts and uses already formatted, the edit link resolved. */
export type CouponRow = {
  id: string;
  code: string;
  name: string | null;
  discount: string;
  active: boolean;
  uses: string;
  revenue: string;
  editHref: string;
};

/** The coupons on the DataTable: code, name, discount, status, uses and revenue; edit and toggle for writers. */
export function CouponsDataTable({
  eventId,
  rows,
  list,
  empty,
  canWrite,
}: {
  eventId: string;
  rows: CouponRow[];
  list: DataTableList;
  empty: ReactNode;
  canWrite: boolean;
}) {
  const t = useTranslations("coupons.table");
  const columns = useMemo<ColumnDef<CouponRow>[]>(() => {
    const numeric = "text-right whitespace-nowrap tabular-nums";
    const columns: ColumnDef<CouponRow>[] = [
      {
        // Column ids that are sort keys (lib/coupons/sort) get a sortable header.
        id: "code",
        header: t("code"),
        enableHiding: false,
        cell: ({ row }) => row.original.code,
        meta: { label: t("code"), className: "font-mono font-medium break-all text-zinc-950", card: "title" },
      },
      {
        id: "name",
        header: t("name"),
        cell: ({ row }) => row.original.name,
        meta: { label: t("name"), className: "hidden text-zinc-700 md:table-cell" },
      },
      {
        id: "discount",
        header: t("discount"),
        cell: ({ row }) => row.original.discount,
        meta: { label: t("discount"), className: "whitespace-nowrap tabular-nums" },
      },
      {
        id: "status",
        header: t("status"),
        cell: ({ row }) => (
          <Badge tone={row.original.active ? "green" : "neutral"}>
            {row.original.active ? t("active") : t("inactive")}
          </Badge>
        ),
        meta: { label: t("status") },
      },
      {
        id: "uses",
        header: t("uses"),
        cell: ({ row }) => row.original.uses,
        meta: { label: t("uses"), className: numeric },
      },
      {
        id: "revenue",
        header: t("revenue"),
        cell: ({ row }) => row.original.revenue,
        meta: { label: t("revenue"), className: numeric },
      },
    ];
    if (!canWrite) return columns;
    return [
      ...columns,
      {
        id: "actions",
        header: () => <span className="sr-only">{t("actions")}</span>,
        enableHiding: false,
        cell: ({ row }) => (
          <div className="flex justify-end gap-2">
            <Link
              href={row.original.editHref}
              className={buttonVariants({ variant: "ghost", size: "sm" })}
              aria-label={t("editOf", { code: row.original.code })}
            >
              {t("edit")}
            </Link>
            <CouponActiveToggle
              eventId={eventId}
              couponId={row.original.id}
              code={row.original.code}
              active={row.original.active}
            />
          </div>
        ),
        meta: { label: t("actions") },
      },
    ];
  }, [t, eventId, canWrite]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(c) => c.id}
      caption={t("caption")}
      list={list}
      empty={empty}
      rowLabel={(c) => c.code}
    />
  );
}
