"use client";

import { useMemo, type ReactNode } from "react";

import type { ColumnDef, ColumnMeta } from "@tanstack/react-table";

import { DataTable, type DataTableList } from "./data-table";
import { renderedColumn } from "./rendered-column";

/** A row the server rendered: its cells by column id, its id, and the text that names it to screen readers. */
export type RenderedRow = { id: string; label?: string };

/** A column declared as plain data on the server: the view's key (and sort key), its label and layout. */
export type RenderedColumnSpec<TView> = {
  id: keyof TView & string;
  label: string;
  className?: string;
  card?: ColumnMeta<TView, unknown>["card"];
  hideable?: boolean;
  srOnlyHeader?: boolean;
};

/**
 * The DataTable of a list whose cells and labels the server already rendered: the page declares its
 * columns as data, this turns them into column defs. Lists with their own cell logic (selection, row
 * menus, inline edits) use DataTable directly.
 */
export function RenderedDataTable<TView extends RenderedRow>({
  columns,
  rows,
  caption,
  list,
  empty,
}: {
  columns: RenderedColumnSpec<TView>[];
  rows: TView[];
  caption: string;
  /** The URL state when the server sorts and pages the list; without it the rows are shown as they come. */
  list?: DataTableList;
  empty?: ReactNode;
}) {
  const defs = useMemo<ColumnDef<TView>[]>(
    () =>
      columns.map(({ id, label, className, card, hideable, srOnlyHeader }) =>
        renderedColumn<TView>(id, label, { className, card }, { hideable, srOnlyHeader }),
      ),
    [columns],
  );
  return (
    <DataTable
      columns={defs}
      data={rows}
      getRowId={(r) => r.id}
      caption={caption}
      list={list}
      rowLabel={(r) => r.label ?? r.id}
      empty={empty}
    />
  );
}
