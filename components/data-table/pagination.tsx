"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";

import { useTranslations } from "next-intl";

import { pageBounds, pagedSearch, type Paging } from "@/lib/url-state/paging";
import { cn } from "@/lib/utils";

import { Pagination } from "@/components/ui/pagination";

/** Paging links for the current URL (the URL is the state), plus the rows-per-page choice. */
export function DataTablePagination({ paging, shown }: { paging: Paging; shown: number }) {
  const t = useTranslations("shell.pagination");
  const tTable = useTranslations("table");
  const pathname = usePathname();
  const params = useSearchParams();
  const href = (patch: { page?: number; perPage?: number }) =>
    `${pathname}${pagedSearch(params, patch, paging.perPageDefault)}`;
  const { from, to } = pageBounds(paging.page, paging.perPage, shown);
  const summary = t("summary", { from, to, total: paging.total });

  return (
    <div className="grid gap-3 sm:flex sm:items-center sm:justify-between">
      {paging.perPageOptions ? (
        <nav aria-label={tTable("perPage")} className="flex items-center gap-1 text-sm text-zinc-600">
          <span aria-hidden>{tTable("perPage")}:</span>
          {paging.perPageOptions.map((n) => (
            <Link
              key={n}
              href={href({ perPage: n })}
              aria-current={n === paging.perPage ? "page" : undefined}
              className={cn(
                "rounded px-2 py-1 font-medium hover:bg-zinc-100 hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-brand-600",
                n === paging.perPage && "bg-zinc-200 text-zinc-950",
              )}
            >
              {n}
            </Link>
          ))}
        </nav>
      ) : null}
      <div className="sm:ml-auto">
        <Pagination
          page={paging.page}
          perPage={paging.perPage}
          total={paging.total}
          hrefFor={(page) => href({ page })}
          labels={{ label: t("label"), previous: t("previous"), next: t("next"), summary }}
        />
      </div>
    </div>
  );
}
