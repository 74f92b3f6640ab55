"use client";

import Link from "next/link";

import type { Header } from "@tanstack/react-table";
import { flexRender } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useTranslations } from "next-intl";

import { nextSort } from "@/lib/url-state/list-params";
import { cn } from "@/lib/utils";

import { TableHead } from "@/components/ui/table";

import { useListHref, type DataTableList } from "./list-link";

/**
 * A header cell. A column is sortable when its id is one of the list's sort keys; its link goes to
 * `?sort=<id>&dir=asc|desc` (page reset) and the server sorts the whole list; `aria-sort` reads the URL.
 * A link, not a button: it works before the table's script has loaded, and opens in a new tab.
 */
export function ColumnHeader<TData>({
  header,
  list,
  className,
}: {
  header: Header<TData, unknown>;
  list?: DataTableList;
  /** Extra classes (the grid pins the leading column while the table scrolls sideways). */
  className?: string;
}) {
  const t = useTranslations("table");
  const href = useListHref(list);
  const column = header.column;
  const meta = column.columnDef.meta;
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  if (!list || !list.spec.sortKeys.includes(column.id)) {
    return <TableHead className={cn("whitespace-nowrap", meta?.className, className)}>{content}</TableHead>;
  }
  const sorted = !list.sortRefusedAbove && list.state.sort === column.id ? list.state.dir : false;
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <TableHead
      className={cn(meta?.className, className)}
      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
    >
      <Link
        href={href(nextSort(list.state, column.id))}
        scroll={false}
        prefetch={false}
        className="-ml-2 inline-flex items-center gap-1 rounded px-2 py-1 whitespace-nowrap uppercase hover:bg-zinc-100 hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {content}
        <Icon aria-hidden className={cn("size-3.5", !sorted && "text-zinc-400")} />
        <span className="sr-only">
          {sorted ? t(sorted === "asc" ? "sortedAsc" : "sortedDesc") : t("sortable")}
        </span>
      </Link>
    </TableHead>
  );
}
