"use client";

import Link from "next/link";

import { useTranslations } from "next-intl";

import { pageBounds } from "@/lib/url-state/list-params";
import { cn } from "@/lib/utils";

import { Pagination } from "@/components/ui/pagination";

import { useListHref, type DataTableList } from "./list-link";

/** Paging links for the list's URL state (the URL is the state), plus the rows-per-page choice. */
export function DataTablePagination({ list, shown }: { list: DataTableList; shown: number }) {
  const t = useTranslations("shell.pagination");
  const tTable = useTranslations("table");
  const href = useListHref(list);
  const { page, per_page: perPage } = list.state;
  const { from, to } = pageBounds(page, perPage, shown);
  const summary = t("summary", { from, to, total: list.total });
  const options = list.spec.perPageOptions;

  return (
    <div className="grid gap-3 sm:flex sm:items-center sm:justify-between">
      {options.length > 1 ? (
        <nav aria-label={tTable("perPage")} className="flex items-center gap-1 text-sm text-zinc-600">
          <span aria-hidden>{tTable("perPage")}:</span>
          {options.map((n) => (
            <Link
              key={n}
              href={href({ per_page: n })}
              aria-current={n === perPage ? "page" : undefined}
              className={cn(
                "rounded px-2 py-1 font-medium hover:bg-zinc-100 hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-brand-600",
                n === perPage && "bg-zinc-200 text-zinc-950",
              )}
            >
              {n}
            </Link>
          ))}
        </nav>
      ) : null}
      <div className="sm:ml-auto">
        <Pagination
          page={page}
          perPage={perPage}
          total={list.total}
          hrefFor={(p) => href({ page: p })}
          labels={{ label: t("label"), previous: t("previous"), next: t("next"), summary }}
        />
      </div>
    </div>
  );
}
