import { Skeleton } from "@/components/ui/skeleton";

/** The report's outline while it loads: the period line, six figures, a chart and two tables. */
export function ReportSkeleton() {
  return (
    <div className="grid gap-8" aria-busy="true">
      <Skeleton className="h-5 w-2/3" />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
      <Skeleton className="h-72 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
