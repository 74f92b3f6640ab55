import type { ReactNode } from "react";

import type { ColumnDef, ColumnMeta } from "@tanstack/react-table";

/**
 * A column whose cells the server already rendered: row views carry a ReactNode (or text) per column and
 * the header label comes translated with them. `id` is the view's key, and the sort key when sortable.
 * Bind the view type once: `const column = renderedColumn<RowView>;`.
 */
export function renderedColumn<TView>(
  id: keyof TView & string,
  label: string,
  meta: Omit<ColumnMeta<TView, unknown>, "label"> = {},
  options: { hideable?: boolean; srOnlyHeader?: boolean } = {},
): ColumnDef<TView> {
  return {
    id,
    header: options.srOnlyHeader ? () => <span className="sr-only">{label}</span> : label,
    enableHiding: options.hideable ?? true,
    cell: ({ row }) => row.original[id] as ReactNode,
    meta: { label, ...meta },
  };
}
