import { nextSalesReadStep } from "@/lib/analytics/cache";

import { Skeleton } from "@/components/ui/skeleton";

import { SkeletonWithProgress } from "@/components/layout/read-progress";

/** The sales section's skeleton, with the event's first read of its paid orders streamed over it. */
export function SalesSkeleton({ eventId }: { eventId: string }) {
  return (
    <SkeletonWithProgress next={(after) => nextSalesReadStep(eventId, after)}>
      <Skeleton className="h-80 w-full" />
    </SkeletonWithProgress>
  );
}

/**
 * A sparkline's skeleton in the overview, with its event's first read of paid orders streamed over it
 * once that read starts (the overview reads a few events at a time: this one waits its turn, unstarted).
 */
export function SparklineSkeleton({ eventId }: { eventId: string }) {
  return (
    <SkeletonWithProgress compact next={(after) => nextSalesReadStep(eventId, after, { start: false })}>
      <Skeleton className="h-8 w-32" />
    </SkeletonWithProgress>
  );
}
