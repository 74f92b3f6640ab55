import Link from "next/link";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useTranslations } from "next-intl";

import { lotsHref, type LotFilter, type LotSort, type LotSortKey } from "@/lib/lots/url";
import { cn } from "@/lib/utils";

import { TableHead } from "@/components/ui/table";

/** A sortable column header: a link to the same tab sorted by it (again: the other direction). */
export function SortHeader({
  label,
  column,
  base,
  filter,
  sort,
  className,
}: {
  label: string;
  column: LotSortKey;
  base: string;
  filter: LotFilter;
  sort: LotSort;
  className?: string;
}) {
  const t = useTranslations("table");
  const active = sort.key === column;
  const next: LotSort = { key: column, dir: active && sort.dir === "asc" ? "desc" : "asc" };
  const Icon = !active ? ArrowUpDown : sort.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead
      className={className}
      aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <Link
        href={lotsHref(base, filter, next)}
        scroll={false}
        className="-ml-2 inline-flex items-center gap-1 rounded px-2 py-1 whitespace-nowrap uppercase hover:bg-zinc-100 hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {label}
        <Icon aria-hidden className={cn("size-3.5", !active && "text-zinc-400")} />
        <span className="sr-only">
          {active ? t(sort.dir === "asc" ? "sortedAsc" : "sortedDesc") : t("sortable")}
        </span>
      </Link>
    </TableHead>
  );
}
