"use client";

import { useMemo, useState, type ReactNode } from "react";

import { getCoreRowModel, useReactTable, type ColumnDef, type VisibilityState } from "@tanstack/react-table";
import { useTranslations } from "next-intl";

import { Alert } from "@/components/ui/alert";
import { useHydrated } from "@/components/ui/use-hydrated";

import { BulkBar } from "./bulk-bar";
import { DataTableCards } from "./cards";
import "./column-meta";
import { DataTableGrid } from "./grid";
import type { DataTableList } from "./list-link";
import { DataTablePagination } from "./pagination";
import { usePhoneLayout } from "./phone-layout";
import { selectionColumn } from "./selection-column";
import { ViewOptions } from "./view-options";

export type DataTableProps<TData> = {
  columns: ColumnDef<TData>[];
  /** The rows of this page, in the order to show (the server sorted and sliced them). */
  data: TData[];
  getRowId: (row: TData) => string;
  /** Names the table for screen readers (visually hidden caption) and the phone card list. */
  caption: string;
  /** The list's URL state (from `defineListParams`): sortable headers and paging links follow it (no pager for a whole list, `perPage: []`). */
  list?: DataTableList;
  /** Rendered instead of the table when `data` is empty. */
  empty?: ReactNode;
  /** Filters and other controls, left of the column menu. */
  toolbar?: ReactNode;
  /** Turns on row selection; receives the selected rows and a way to clear them. */
  bulkActions?: (rows: TData[], clear: () => void) => ReactNode;
  /** Row name for the selection checkbox ("Select <label>"). */
  rowLabel?: (row: TData) => string;
  initialVisibility?: VisibilityState;
};

/**
 * The one table of records. Sorting and paging are the URL's and the server's: the page declares its
 * URL state with `defineListParams` (lib/url-state/define-list-params), reads the rows for that state
 * (sorted over the WHOLE list, e.g. `readSortedPage`), and passes them with `list={{ spec, state, total }}`.
 * A column is sortable when its `id` is one of the list's sort keys (a click navigates to
 * `?sort=<id>&dir=asc|desc`, page reset); the pager writes `page`/`per_page`. Here, in the browser, stay
 * only column visibility, row selection with a bulk bar, and the phone card layout (`meta.card`): one
 * layout is rendered at a time, the server's pick from the request (usePhoneLayout), then the width's.
 *
 * ```tsx
 * <DataTable columns={columns} data={rows} getRowId={(r) => r.id} caption={caption}
 *   list={{ spec: eventsList.spec, state, total }} empty={<DataTableEmpty … />} toolbar={filters} />
 * ```
 * Loading and error states are DataTableSkeleton (Suspense fallback, keyed by `list.queryKey(state)`)
 * and DataTableError.
 */
export function DataTableView<TData>({
  columns,
  data,
  getRowId,
  caption,
  list,
  empty,
  toolbar,
  bulkActions,
  rowLabel,
  initialVisibility = {},
}: DataTableProps<TData>) {
  const t = useTranslations("table");
  const hydrated = useHydrated();
  const phone = usePhoneLayout();
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
    state: { columnVisibility, rowSelection },
    onColumnVisibilityChange: setColumnVisibility,
    onRowSelectionChange: setRowSelection,
    enableRowSelection: Boolean(bulkActions),
    enableSorting: false,
    getCoreRowModel: getCoreRowModel(),
  });

  const selected = table.getSelectedRowModel().rows.map((r) => r.original);
  const clear = () => table.resetRowSelection();
  const isEmpty = data.length === 0 && empty;

  return (
    <div className="grid gap-4" data-table-ready={hydrated ? "" : undefined}>
      <div className="flex flex-wrap items-center gap-2">
        {toolbar}
        {isEmpty ? null : (
          <div className="ml-auto hidden sm:block">
            <ViewOptions table={table} />
          </div>
        )}
      </div>
      {list?.sortRefusedAbove ? (
        <Alert variant="info" role="note">
          {t("sortRefused", { ceiling: list.sortRefusedAbove })}
        </Alert>
      ) : null}
      {isEmpty ? (
        empty
      ) : phone ? (
        <DataTableCards rows={table.getRowModel().rows} label={caption} />
      ) : (
        <DataTableGrid table={table} caption={caption} list={list} />
      )}
      {bulkActions && selected.length > 0 ? (
        <BulkBar count={selected.length} onClear={clear}>
          {bulkActions(selected, clear)}
        </BulkBar>
      ) : null}
      {list && list.spec.perPageOptions.length > 0 && !isEmpty ? (
        <DataTablePagination list={list} shown={data.length} />
      ) : null}
    </div>
  );
}
