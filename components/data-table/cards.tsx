"use client";

import { flexRender, type Cell, type Row } from "@tanstack/react-table";

import { cn } from "@/lib/utils";

/**
 * The phone layout (below sm): each row is a card. The "title" cell leads, "media" sits beside it and
 * every "field" cell becomes a labelled line; the selection checkbox stays in the corner.
 */
export function DataTableCards<TData>({ rows, label }: { rows: Row<TData>[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-3">
      {rows.map((row) => {
        const cells = row.getVisibleCells();
        const byCard = (kind: string) =>
          cells.filter((c) => (c.column.columnDef.meta?.card ?? "field") === kind);
        const select = cells.find((c) => c.column.id === "select");
        return (
          <li
            key={row.id}
            data-state={row.getIsSelected() ? "selected" : undefined}
            className="relative rounded-lg border border-zinc-200 bg-white p-3 shadow-sm [overflow-wrap:anywhere] data-[state=selected]:border-brand-500"
          >
            <div className="flex items-start gap-3">
              {byCard("media").map(render)}
              <div className="grid min-w-0 flex-1 gap-1">{byCard("title").map(render)}</div>
              {select ? render(select) : null}
            </div>
            {byCard("field").length ? (
              <dl className="mt-3 grid gap-1.5 text-sm">
                {byCard("field").map((cell) => (
                  <div key={cell.id} className="flex justify-between gap-4">
                    <dt className="text-zinc-600">{cell.column.columnDef.meta?.label}</dt>
                    <dd className="min-w-0 text-right text-zinc-800">{cellContent(cell)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function cellContent<TData>(cell: Cell<TData, unknown>) {
  return flexRender(cell.column.columnDef.cell, cell.getContext());
}

function render<TData>(cell: Cell<TData, unknown>) {
  return (
    <div key={cell.id} className={cn(cell.column.id === "select" && "relative z-10")}>
      {cellContent(cell)}
    </div>
  );
}
