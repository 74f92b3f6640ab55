import Link from "next/link";

import { ChevronLeft, ChevronRight } from "lucide-react";

import { cn } from "@/lib/utils";

import { buttonVariants } from "./button";

type Labels = { label: string; previous: string; next: string; summary: string };

/**
 * Previous/next links with a "1–25 of 80" summary. Links (not buttons) so paging is in the URL;
 * an unavailable direction renders as disabled text rather than a dead link.
 */
export function Pagination({
  page,
  perPage,
  total,
  hrefFor,
  labels,
}: {
  page: number;
  perPage: number;
  total: number;
  hrefFor: (page: number) => string;
  labels: Labels;
}) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const item = (target: number, enabled: boolean, text: string, icon: "prev" | "next") => {
    const content =
      icon === "prev" ? (
        <>
          <ChevronLeft aria-hidden /> {text}
        </>
      ) : (
        <>
          {text} <ChevronRight aria-hidden />
        </>
      );
    const classes = cn(buttonVariants({ variant: "outline", size: "sm" }));
    return enabled ? (
      <Link href={hrefFor(target)} className={classes} rel={icon === "prev" ? "prev" : "next"}>
        {content}
      </Link>
    ) : (
      <span aria-disabled="true" className={cn(classes, "pointer-events-none opacity-50")}>
        {content}
      </span>
    );
  };
  return (
    <nav aria-label={labels.label} className="flex items-center justify-between gap-4">
      <p className="text-sm text-zinc-600" aria-live="polite">
        {labels.summary}
      </p>
      <div className="flex items-center gap-2">
        {item(page - 1, page > 1, labels.previous, "prev")}
        {item(page + 1, page < lastPage, labels.next, "next")}
      </div>
    </nav>
  );
}
