"use client";

import { useMemo, useState, type ReactNode } from "react";

import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type VisibilityState,
} from "@tanstack/react-table";
import { useTranslations } from "next-intl";

import type { Paging } from "@/lib/url-state/paging";

import { BulkBar } from "./bulk-bar";
import { DataTableCards } from "./cards";
import "./column-meta";
import { DataTableGrid } from "./grid";
import { DataTablePagination } from "./pagination";
import { selectionColumn } from "./selection-column";
import { ViewOptions } from "./view-options";

export type DataTableProps<TData> = {
  columns: ColumnDef<TData>[];
  data: TData[];
  getRowId: (row: TData) => string;
  /** Names the table for screen readers (visually hidden caption) and the phone card list. */
  caption: string;
  /** Server-side paging read from the URL; links keep every other query param. */
  paging?: Paging;
  /** Rendered instead of the table when `data` is empty. */
  empty?: ReactNode;
  /** Filters and other controls, left of the column menu. */
  toolbar?: ReactNode;
  /** Turns on row selection; receives the selected rows and a way to clear them. */
  bulkActions?: (rows: TData[], clear: () => void) => ReactNode;
  /** Row name for the selection checkbox ("Select <label>"). */
  rowLabel?: (row: TData) => string;
  initialSorting?: SortingState;
  initialVisibility?: VisibilityState;
};

/**
 * The one data table: sorting (of the rows in view; paging is the server's), column visibility,
 * row selection with a bulk bar, sticky header, URL paging, empty state and a card layout on phones.
 * Loading and error states are DataTableSkeleton (Suspense fallback) and DataTableError.
 */
export function DataTable<TData>({
  columns,
  data,
  getRowId,
  caption,
  paging,
  empty,
  toolbar,
  bulkActions,
  rowLabel,
  initialSorting = [],
  initialVisibility = {},
}: DataTableProps<TData>) {
  const t = useTranslations("table");
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(initialVisibility);
  const [rowSelection, setRowSelection] = useState({});
  const allColumns = useMemo(
    () =>
      bulkActions
        ? [
            selectionColumn<TData>({
              all: t("selectAll"),
              row: (r) => t("selectRow", { name: rowLabel?.(r) ?? getRowId(r) }),
            }),
            ...columns,
          ]
        : columns,
    [bulkActions, columns, getRowId, rowLabel, t],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table returns new functions each render by design
  const table = useReactTable({
    data,
    columns: allColumns,
    getRowId,
    state: { sorting, columnVisibility, rowSelection },
    onSortingChange: setSorting,
    onColumnVisibilityChange: setColumnVisibility,
    onRowSelectionChange: setRowSelection,
    enableRowSelection: Boolean(bulkActions),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  const selected = table.getSelectedRowModel().rows.map((r) => r.original);
  const clear = () => table.resetRowSelection();
  const isEmpty = data.length === 0 && empty;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {toolbar}
        {isEmpty ? null : (
          <div className="ml-auto hidden sm:block">
            <ViewOptions table={table} />
          </div>
        )}
      </div>
      {isEmpty ? (
        empty
      ) : (
        <>
          <DataTableGrid table={table} caption={caption} />
          <DataTableCards rows={table.getRowModel().rows} label={caption} />
        </>
      )}
      {bulkActions && selected.length > 0 ? (
        <BulkBar count={selected.length} onClear={clear}>
          {bulkActions(selected, clear)}
        </BulkBar>
      ) : null}
      {paging && !isEmpty ? <DataTablePagination paging={paging} shown={data.length} /> : null}
    </div>
  );
}
