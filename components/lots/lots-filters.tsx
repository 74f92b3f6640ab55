import Link from "next/link";

import { useTranslations } from "next-intl";

import { LOT_FILTERS, lotsList, type LotsListState } from "@/lib/lots/list-params";
import { cn } from "@/lib/utils";

/** Filter links (the URL is the state): all, visible, hidden, on sale; the sort is kept. */
export function LotsFilters({ base, state }: { base: string; state: LotsListState }) {
  const t = useTranslations("lots.filter");
  return (
    <nav aria-label={t("label")} className="flex flex-wrap gap-1 rounded-lg bg-zinc-100 p-1">
      {LOT_FILTERS.map((f) => (
        <Link
          key={f}
          href={lotsList.href(base, state, { show: f })}
          aria-current={f === state.show ? "page" : undefined}
          scroll={false}
          className={cn(
            "rounded-md px-3 py-1 text-sm font-medium text-zinc-700 hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-brand-600",
            f === state.show && "bg-white text-zinc-950 shadow-sm",
          )}
        >
          {t(f)}
        </Link>
      ))}
    </nav>
  );
}
