"use client";

import { useMemo, type ReactNode } from "react";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";

import type { SaleState } from "@/lib/lots/status";

import { DataTable, type DataTableList } from "@/components/data-table/data-table";

import { InlineHidden } from "./inline-hidden";
import { InlinePrice } from "./inline-price";
import { LotActions } from "./lot-actions";
import { QuantityBar, SaleBadge, SaleWindow } from "./lot-cells";
import type { LotRow } from "./lot-row";

/**
 * A lot as the table shows it: its sale state, judged on the server, and, only when the virada applies
 * to it, the event's lots (the assistant looks for the next one among them).
 */
export type LotTableRow = LotRow & { saleState: SaleState; viradaLots: LotRow[] | null };

/**
 * The lots on the DataTable: column ids that are sort keys (lib/lots/sort) get a sortable header and
 * the server sorts every lot. Inline price and hidden switch edit in place; actions are for writers.
 */
export function LotsDataTable({
  eventId,
  rows,
  list,
  empty,
  toolbar,
  canWrite,
  timeZoneName,
}: {
  eventId: string;
  rows: LotTableRow[];
  list: DataTableList;
  empty: ReactNode;
  toolbar: ReactNode;
  canWrite: boolean;
  timeZoneName: string;
}) {
  const t = useTranslations("lots");
  // Columns depend on nothing a refresh changes: new cell functions would remount every cell, losing an
  // open inline edit or dialog (the rows carry all their data).
  const columns = useMemo<ColumnDef<LotTableRow>[]>(() => {
    const field = (
      id: string,
      label: string,
      cell: (lot: LotTableRow) => ReactNode,
    ): ColumnDef<LotTableRow> => ({
      id,
      header: label,
      cell: ({ row }) => cell(row.original),
      meta: { label, card: "field" },
    });
    const columns: ColumnDef<LotTableRow>[] = [
      {
        id: "name",
        header: t("table.name"),
        enableHiding: false,
        cell: ({ row }) => (
          <div className="grid gap-0.5">
            <span className="font-medium text-zinc-950">{row.original.name}</span>
            <span className="text-xs text-zinc-600">{t(`type.${row.original.product_type}`)}</span>
          </div>
        ),
        meta: { label: t("table.name"), className: "min-w-44", card: "title" },
      },
      field("state", t("table.state"), (lot) => <SaleBadge state={lot.saleState} />),
      field("price", t("table.price"), (lot) => (
        <InlinePrice eventId={eventId} lot={lot} canWrite={canWrite} />
      )),
      field("sold", t("table.sold"), (lot) => <QuantityBar lot={lot} />),
      field("window", t("table.window"), (lot) => <SaleWindow lot={lot} />),
      field("hidden", t("table.hidden"), (lot) => (
        <InlineHidden eventId={eventId} lot={lot} canWrite={canWrite} />
      )),
    ];
    if (!canWrite) return columns;
    return [
      ...columns,
      {
        id: "actions",
        header: () => <span className="sr-only">{t("table.actions")}</span>,
        enableHiding: false,
        cell: ({ row }) => (
          <LotActions
            eventId={eventId}
            lot={row.original}
            viradaLots={row.original.viradaLots}
            timeZoneName={timeZoneName}
          />
        ),
        meta: { label: t("table.actions"), card: "field" },
      },
    ];
  }, [t, eventId, canWrite, timeZoneName]);
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(lot) => lot.id}
      caption={t("table.caption")}
      list={list}
      empty={empty}
      toolbar={toolbar}
    />
  );
}
