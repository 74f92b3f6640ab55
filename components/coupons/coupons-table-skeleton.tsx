import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder while the coupons and their paid orders load. */
export function CouponsTableSkeleton() {
  return (
    <div className="grid gap-3 rounded-lg border border-zinc-200 bg-white p-4 shadow-sm" aria-hidden>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-8 w-full" />
      ))}
    </div>
  );
}
