"use client";

import { flexRender, type Column, type Table as TanTable } from "@tanstack/react-table";

import { cn } from "@/lib/utils";

import { Table, TableBody, TableCaption, TableCell, TableHeader, TableRow } from "@/components/ui/table";

import { ColumnHeader } from "./column-header";
import type { DataTableList } from "./list-link";
import { useOverflowing } from "./use-overflowing";

/**
 * The table (from sm up; cards below, see usePhoneLayout). A table wider than its box scrolls inside the
 * box (never the page), and then its first column (with the selection checkbox, when there is one) stays
 * pinned on the left.
 */
export function DataTableGrid<TData>({
  table,
  caption,
  list,
}: {
  table: TanTable<TData>;
  caption: string;
  list?: DataTableList;
}) {
  const { ref, overflowing } = useOverflowing<HTMLDivElement>();
  // A totals row, when a column declares `footer` (desktop only: a phone's cards have none).
  const hasFooter = table.getVisibleLeafColumns().some((c) => c.columnDef.footer !== undefined);
  const pin = pinnedClasses(table.getVisibleLeafColumns(), overflowing);
  return (
    <div className="min-w-0 overflow-hidden rounded-lg border border-zinc-200 bg-white shadow-sm contain-inline-size">
      <div
        ref={ref}
        data-overflowing={overflowing ? "" : undefined}
        // Positioned, so absolutely placed descendants (an `sr-only` header label) scroll and clip with it.
        className="relative overflow-x-auto overscroll-x-contain"
      >
        <Table containerClassName="overflow-x-visible">
          <TableCaption>{caption}</TableCaption>
          <TableHeader className="bg-zinc-50 shadow-[0_1px_0_var(--color-zinc-200)]">
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => (
                  <ColumnHeader
                    key={header.id}
                    header={header}
                    list={list}
                    className={pin(header.column.id, "bg-zinc-50")}
                  />
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {table.getRowModel().rows.map((row) => (
              <TableRow
                key={row.id}
                data-state={row.getIsSelected() ? "selected" : undefined}
                className="relative bg-white data-[state=selected]:bg-brand-50"
              >
                {row.getVisibleCells().map((cell) => (
                  <TableCell
                    key={cell.id}
                    className={cn(cell.column.columnDef.meta?.className, pin(cell.column.id, "bg-inherit"))}
                  >
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
                    <TableCell
                      key={header.id}
                      className={cn(
                        header.column.columnDef.meta?.className,
                        pin(header.column.id, "bg-zinc-50"),
                      )}
                    >
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
    </div>
  );
}

/**
 * Classes that pin the leading column(s) while the table scrolls sideways: the selection checkbox (2.5rem,
 * `w-10`) and the first column of data beside it. Only while overflowing: a pinned cell is a positioned box,
 * which would otherwise shrink a row link's full-row hit area to that cell.
 */
function pinnedClasses<TData>(columns: Column<TData, unknown>[], overflowing: boolean) {
  const hasSelect = columns[0]?.id === "select";
  const first = columns.find((c) => c.id !== "select")?.id;
  return (id: string, background: string) => {
    if (!overflowing) return undefined;
    if (hasSelect && id === "select") return cn("sticky left-0 z-[2]", background);
    if (id !== first) return undefined;
    return cn(
      "sticky z-[2] shadow-[inset_-1px_0_0_var(--color-zinc-200)]",
      hasSelect ? "left-10" : "left-0",
      background,
    );
  };
}
