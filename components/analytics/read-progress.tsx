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
