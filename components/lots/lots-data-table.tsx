"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";

import type { CellContext, ColumnDef } from "@tanstack/react-table";
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
type TableScope = { eventId: string; canWrite: boolean; canAudit: boolean; timeZoneName: string };
const Scope = createContext<TableScope>({ eventId: "", canWrite: false, canAudit: false, timeZoneName: "" });
type Cell = CellContext<LotTableRow, unknown>;

// Cells are components declared once: the DataTable renders a column's `cell` as a component, so a new
// function (columns rebuilt when a refresh brings new translations) would remount it and lose an open
// inline edit or dialog. What they need beyond the row comes from the table's scope.
function NameCell({ row }: Cell) {
  const t = useTranslations("lots");
  return (
    <div className="grid gap-0.5">
      <span className="font-medium text-zinc-950">{row.original.name}</span>
      <span className="text-xs text-zinc-600">{t(`type.${row.original.product_type}`)}</span>
    </div>
  );
}
const StateCell = ({ row }: Cell) => <SaleBadge state={row.original.saleState} />;
function PriceCell({ row }: Cell) {
  const { eventId, canWrite } = useContext(Scope);
  return <InlinePrice eventId={eventId} lot={row.original} canWrite={canWrite} />;
}
const SoldCell = ({ row }: Cell) => <QuantityBar lot={row.original} />;
const WindowCell = ({ row }: Cell) => <SaleWindow lot={row.original} />;
function HiddenCell({ row }: Cell) {
  const { eventId, canWrite } = useContext(Scope);
  return <InlineHidden eventId={eventId} lot={row.original} canWrite={canWrite} />;
}
function ActionsCell({ row }: Cell) {
  const { eventId, canWrite, canAudit, timeZoneName } = useContext(Scope);
  return (
    <LotActions
      eventId={eventId}
      lot={row.original}
      viradaLots={row.original.viradaLots}
      timeZoneName={timeZoneName}
      canWrite={canWrite}
      canAudit={canAudit}
    />
  );
}

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
  canAudit,
  timeZoneName,
}: {
  eventId: string;
  rows: LotTableRow[];
  list: DataTableList;
  empty: ReactNode;
  toolbar: ReactNode;
  canWrite: boolean;
  canAudit: boolean;
  timeZoneName: string;
}) {
  const t = useTranslations("lots");
  const scope = useMemo(
    () => ({ eventId, canWrite, canAudit, timeZoneName }),
    [eventId, canWrite, canAudit, timeZoneName],
  );
  const columns = useMemo<ColumnDef<LotTableRow>[]>(() => {
    const field = (id: string, label: string, cell: (c: Cell) => ReactNode): ColumnDef<LotTableRow> => ({
      id,
      header: label,
      cell,
      meta: { label, card: "field" },
    });
    const columns: ColumnDef<LotTableRow>[] = [
      {
        id: "name",
        header: t("table.name"),
        enableHiding: false,
        cell: NameCell,
        meta: { label: t("table.name"), className: "min-w-44", card: "title" },
      },
      field("state", t("table.state"), StateCell),
      field("price", t("table.price"), PriceCell),
      field("sold", t("table.sold"), SoldCell),
      field("window", t("table.window"), WindowCell),
      field("hidden", t("table.hidden"), HiddenCell),
    ];
    if (!canWrite && !canAudit) return columns;
    return [
      ...columns,
      {
        id: "actions",
        header: () => <span className="sr-only">{t("table.actions")}</span>,
        enableHiding: false,
        cell: ActionsCell,
        meta: { label: t("table.actions"), card: "field" },
      },
    ];
  }, [t, canWrite, canAudit]);
  return (
    <Scope value={scope}>
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(lot) => lot.id}
        caption={t("table.caption")}
        list={list}
        empty={empty}
        toolbar={toolbar}
      />
    </Scope>
  );
}
