"use client";

import { flexRender, type Table as TanTable } from "@tanstack/react-table";

import { Table, TableBody, TableCaption, TableCell, TableHeader, TableRow } from "@/components/ui/table";

import { ColumnHeader } from "./column-header";
import type { DataTableList } from "./list-link";

/** The table from sm up. `overflow-clip` (not hidden/auto) makes no scroll container, so the header sticks under the app bar. */
export function DataTableGrid<TData>({
  table,
  caption,
  list,
}: {
  table: TanTable<TData>;
  caption: string;
  list?: DataTableList;
}) {
  // A totals row, when a column declares `footer` (desktop only: a phone's cards have none).
  const hasFooter = table.getVisibleLeafColumns().some((c) => c.columnDef.footer !== undefined);
  return (
    <div className="overflow-clip rounded-lg border border-zinc-200 bg-white shadow-sm max-sm:hidden">
      <Table containerClassName="overflow-x-clip">
        <TableCaption>{caption}</TableCaption>
        <TableHeader className="sticky top-14 z-10 bg-zinc-50 shadow-[0_1px_0_var(--color-zinc-200)]">
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => (
                <ColumnHeader key={header.id} header={header} list={list} />
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {table.getRowModel().rows.map((row) => (
            <TableRow
              key={row.id}
              data-state={row.getIsSelected() ? "selected" : undefined}
              className="relative data-[state=selected]:bg-brand-50"
            >
              {row.getVisibleCells().map((cell) => (
                <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {hasFooter ? (
          <tfoot className="border-t border-zinc-300 bg-zinc-50 font-medium">
            {table.getFooterGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => (
                  <TableCell key={header.id} className={header.column.columnDef.meta?.className}>
                    {header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.footer, header.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </tfoot>
        ) : null}
      </Table>
    </div>
  );
}
