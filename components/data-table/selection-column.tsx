"use client";

import type { ColumnDef } from "@tanstack/react-table";

const boxClass =
  "relative z-10 size-4 rounded border-zinc-400 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** The checkbox column added when the table has bulk actions. Labels come from the caller's row label. */
export function selectionColumn<TData>(labels: {
  all: string;
  row: (row: TData) => string;
}): ColumnDef<TData> {
  return {
    id: "select",
    enableSorting: false,
    enableHiding: false,
    meta: { className: "w-10 pr-0", card: "hidden" },
    header: ({ table }) => (
      <input
        type="checkbox"
        aria-label={labels.all}
        className={boxClass}
        checked={table.getIsAllPageRowsSelected()}
        ref={(el) => {
          if (el) el.indeterminate = table.getIsSomePageRowsSelected();
        }}
        onChange={(e) => table.toggleAllPageRowsSelected(e.target.checked)}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        aria-label={labels.row(row.original)}
        className={boxClass}
        checked={row.getIsSelected()}
        onChange={(e) => row.toggleSelected(e.target.checked)}
      />
    ),
  };
}
