import { Suspense } from "react";

import { getTranslations } from "next-intl/server";

import { nextSalesReadStep } from "@/lib/analytics/cache";
import type { ReadStep } from "@/lib/partner/every-item";

import { Skeleton } from "@/components/ui/skeleton";

/**
 * Streamed inside a skeleton while an event's first read of its paid orders runs: "page 3 of 40" and a
 * bar, updated as pages arrive (each step a Suspense boundary that resolves to the next); nothing once
 * the orders are cached (a later read asks only for new orders) or when the read has ended.
 */
export async function SalesReadProgress({ eventId, after = 0 }: { eventId: string; after?: number }) {
  const step = await nextSalesReadStep(eventId, after);
  if (!step) return null;
  return (
    <Suspense fallback={<ProgressLine step={step} />}>
      <SalesReadProgress eventId={eventId} after={step.read} />
    </Suspense>
  );
}

async function ProgressLine({ step }: { step: ReadStep }) {
  const t = await getTranslations("analytics.readProgress");
  const label = t("label", { read: step.read, pages: step.pages });
  return (
    <div className="grid w-full max-w-xs gap-2 text-center text-sm text-zinc-700" data-read-progress="">
      <p>{label}</p>
      <progress className="h-2 w-full" value={step.read} max={step.pages} aria-label={label} />
    </div>
  );
}

/** The sales section's skeleton, with the first read's progress streamed over it. */
export function SalesSkeleton({ eventId }: { eventId: string }) {
  return (
    <div className="relative" aria-busy="true">
      <Skeleton className="h-80 w-full" />
      <div className="absolute inset-0 grid place-items-center p-4">
        <Suspense fallback={null}>
          <SalesReadProgress eventId={eventId} />
        </Suspense>
      </div>
    </div>
  );
}
