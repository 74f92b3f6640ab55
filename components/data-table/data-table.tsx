"use client";

import dynamic from "next/dynamic";

import type { DataTableProps } from "./data-table-view";
import { DataTableSkeleton } from "./skeleton";

export type { DataTableProps } from "./data-table-view";
export type { DataTableList } from "./list-link";

// The table's code (TanStack Table, grid, cards, pager) in its own chunk, shared by every list: rendered
// on the server as usual (the rows are in the HTML at once), its script arrives just after the page's
// first load, which keeps list pages within the route JS budget.
const LazyDataTableView = dynamic(() => import("./data-table-view").then((m) => m.DataTableView), {
  loading: () => <DataTableSkeleton />,
});

/** The one table of records (see DataTableView for what it does and how a list declares itself). */
export function DataTable<TData>(props: DataTableProps<TData>) {
  return <LazyDataTableView {...(props as unknown as DataTableProps<unknown>)} />;
}
