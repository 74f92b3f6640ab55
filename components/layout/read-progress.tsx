import { Suspense } from "react";

import { getTranslations } from "next-intl/server";

import type { ReadStep } from "@/lib/partner/every-item";
import { cn } from "@/lib/utils";

type Next = (after: number) => Promise<ReadStep | null>;

/**
 * Streamed over a skeleton while a whole-list read runs: "page 3 of 40" and a bar, updated as pages
 * arrive (each step a Suspense boundary that resolves to the next); nothing once `next` says the read
 * has ended or there is none (e.g. the orders are cached and a later read asks only for new ones).
 * `compact` (a table cell): the bar and "3/40", the sentence as the bar's accessible name.
 */
export async function ReadProgress({
  next,
  after = 0,
  compact = false,
}: {
  next: Next;
  after?: number;
  compact?: boolean;
}) {
  const step = await next(after);
  if (!step) return null;
  return (
    <Suspense fallback={<ProgressLine step={step} compact={compact} />}>
      <ReadProgress next={next} after={step.read} compact={compact} />
    </Suspense>
  );
}

async function ProgressLine({ step, compact }: { step: ReadStep; compact: boolean }) {
  const t = await getTranslations("shell.readProgress");
  const label = t("label", { read: step.read, pages: step.pages });
  const bar = (className: string) => (
    <progress className={className} value={step.read} max={step.pages} aria-label={label} />
  );
  if (compact) {
    return (
      <div
        className="flex w-full items-center gap-1.5 text-xs text-zinc-700 tabular-nums"
        data-read-progress=""
        title={label}
      >
        {bar("h-1.5 min-w-0 flex-1")}
        <span aria-hidden="true">
          {step.read}/{step.pages}
        </span>
      </div>
    );
  }
  return (
    <div className="grid w-full max-w-xs gap-2 text-center text-sm text-zinc-700" data-read-progress="">
      <p>{label}</p>
      {bar("h-2 w-full")}
    </div>
  );
}

/** A skeleton with a read's progress streamed over its middle (`compact`: a small one, in a table cell). */
export function SkeletonWithProgress({
  children,
  next,
  compact = false,
}: {
  children: React.ReactNode;
  next: Next;
  compact?: boolean;
}) {
  return (
    <div className={cn("relative", compact && "w-fit")} aria-busy="true">
      {children}
      <div className={cn("absolute inset-0 grid place-items-center", compact ? "px-1" : "p-4")}>
        <Suspense fallback={null}>
          <ReadProgress next={next} compact={compact} />
        </Suspense>
      </div>
    </div>
  );
}
