import { Skeleton } from "@/components/ui/skeleton";

/** The table's loading state: a Suspense fallback shaped like the rows (media, two text lines, a badge). */
export function DataTableSkeleton({ rows = 6, media = true }: { rows?: number; media?: boolean }) {
  return (
    <div aria-hidden className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white">
      <div className="h-10 bg-zinc-50" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-4 py-3">
          {media ? <Skeleton className="h-10 w-16 shrink-0" /> : null}
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="hidden h-5 w-16 rounded-full sm:block" />
          <Skeleton className="hidden h-4 w-32 md:block" />
        </div>
      ))}
    </div>
  );
}
