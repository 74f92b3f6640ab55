"use client";

import { useMemo } from "react";

import type { ColumnDef } from "@tanstack/react-table";

import { DataTable } from "@/components/data-table/data-table";

/** A column of figures: the first column names the row (a period, a payment method), the others are numbers. */
export type FigureColumn = { id: string; label: string; testId?: string };
export type FigureRow = { id: string; cells: Record<string, string | number> };

/**
 * A chart's figures as a table (the analytics tab's "show as table" and the payment methods), with an
 * optional totals row. Small and whole: shown in the order given, nothing to sort or page.
 */
export function FiguresDataTable({
  caption,
  columns,
  rows,
  totals,
}: {
  caption: string;
  columns: FigureColumn[];
  rows: FigureRow[];
  /** The totals row: its label under the first column, a figure (or nothing) under the others. */
  totals?: Record<string, string | number>;
}) {
  const defs = useMemo<ColumnDef<FigureRow>[]>(
    () =>
      columns.map((c, i) => ({
        id: c.id,
        header: c.label,
        enableHiding: i > 0,
        cell: ({ row }) => row.original.cells[c.id] ?? "",
        footer: totals ? () => <span data-testid={c.testId}>{totals[c.id] ?? ""}</span> : undefined,
        meta: {
          label: c.label,
          className: i === 0 ? "whitespace-nowrap" : "text-right tabular-nums",
          card: i === 0 ? "title" : "field",
        },
      })),
    [columns, totals],
  );
  return <DataTable columns={defs} data={rows} getRowId={(r) => r.id} caption={caption} />;
}
