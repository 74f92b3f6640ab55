import { Suspense } from "react";

import { getTranslations } from "next-intl/server";

import type { ReadStep } from "@/lib/partner/every-item";

/**
 * Streamed over a skeleton while a whole-list read runs: "page 3 of 40" and a bar, updated as pages
 * arrive (each step a Suspense boundary that resolves to the next); nothing once `next` says the read
 * has ended or there is none (e.g. the orders are cached and a later read asks only for new ones).
 */
export async function ReadProgress({
  next,
  after = 0,
}: {
  next: (after: number) => Promise<ReadStep | null>;
  after?: number;
}) {
  const step = await next(after);
  if (!step) return null;
  return (
    <Suspense fallback={<ProgressLine step={step} />}>
      <ReadProgress next={next} after={step.read} />
    </Suspense>
  );
}

async function ProgressLine({ step }: { step: ReadStep }) {
  const t = await getTranslations("shell.readProgress");
  const label = t("label", { read: step.read, pages: step.pages });
  return (
    <div className="grid w-full max-w-xs gap-2 text-center text-sm text-zinc-700" data-read-progress="">
      <p>{label}</p>
      <progress className="h-2 w-full" value={step.read} max={step.pages} aria-label={label} />
    </div>
  );
}

/** A skeleton with a read's progress streamed over its middle. */
export function SkeletonWithProgress({
  children,
  next,
}: {
  children: React.ReactNode;
  next: (after: number) => Promise<ReadStep | null>;
}) {
  return (
    <div className="relative" aria-busy="true">
      {children}
      <div className="absolute inset-0 grid place-items-center p-4">
        <Suspense fallback={null}>
          <ReadProgress next={next} />
        </Suspense>
      </div>
    </div>
  );
}
