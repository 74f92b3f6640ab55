"use client";

import type { Header } from "@tanstack/react-table";
import { flexRender } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useTranslations } from "next-intl";

import { cn } from "@/lib/utils";

import { TableHead } from "@/components/ui/table";

/** A header cell; sortable columns get a button and `aria-sort` on the <th>. */
export function ColumnHeader<TData>({ header }: { header: Header<TData, unknown> }) {
  const t = useTranslations("table");
  const column = header.column;
  const meta = column.columnDef.meta;
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  if (!column.getCanSort()) {
    return <TableHead className={cn("whitespace-nowrap", meta?.className)}>{content}</TableHead>;
  }
  const sorted = column.getIsSorted();
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <TableHead
      className={meta?.className}
      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
    >
      <button
        type="button"
        onClick={column.getToggleSortingHandler()}
        className="-ml-2 inline-flex items-center gap-1 rounded px-2 py-1 whitespace-nowrap uppercase hover:bg-zinc-100 hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {content}
        <Icon aria-hidden className={cn("size-3.5", !sorted && "text-zinc-400")} />
        <span className="sr-only">
          {sorted ? t(sorted === "asc" ? "sortedAsc" : "sortedDesc") : t("sortable")}
        </span>
      </button>
    </TableHead>
  );
}
