import { Skeleton } from "@/components/ui/skeleton";

export function JobsTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-hidden className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white">
      <div className="h-10 bg-zinc-50" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-3">
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/5" />
          </div>
          <div className="grid w-48 gap-2">
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-2 w-full rounded-full" />
          </div>
          <Skeleton className="hidden h-4 w-32 md:block" />
        </div>
      ))}
    </div>
  );
}
