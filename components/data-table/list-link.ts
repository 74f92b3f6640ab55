"use client";

import { usePathname } from "next/navigation";

import { listHref, type ListBase, type ListPatch, type ListSpec } from "@/lib/url-state/list-params";

/** The URL state a DataTable shows, as the server parsed it (plain data: spec, state, row count). */
export type DataTableList = {
  spec: ListSpec;
  state: ListBase & Record<string, unknown>;
  /** Rows in the whole (filtered) list, for the pager. */
  total: number;
  /** Set when the list is larger than the sort ceiling: sorting was refused, rows are in the source's order. */
  sortRefusedAbove?: number;
};

/** Links to other states of the list on the current path (defaults omitted, page reset on changes). */
export function useListHref(list: DataTableList | undefined) {
  const pathname = usePathname();
  return (patch: ListPatch<ListBase>) => (list ? listHref(pathname, list.spec, list.state, patch) : pathname);
}
