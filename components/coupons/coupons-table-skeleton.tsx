import { nextSalesReadStep } from "@/lib/analytics/cache";

import { Skeleton } from "@/components/ui/skeleton";

import { SkeletonWithProgress } from "@/components/layout/read-progress";

/**
 * Placeholder while the coupons and their paid orders load: the uses come from every paid order (the
 * sales cache), so the event's first read of them is streamed over it, page by page.
 */
export function CouponsTableSkeleton({ eventId }: { eventId: string }) {
  return (
    <SkeletonWithProgress next={(after) => nextSalesReadStep(eventId, after)}>
      <div className="grid gap-3 rounded-lg border border-zinc-200 bg-white p-4 shadow-sm" aria-hidden>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    </SkeletonWithProgress>
  );
}
