import { Skeleton } from "@/components/ui/skeleton";

import { JobsTableSkeleton } from "@/components/jobs/jobs-table-skeleton";

export default function JobsLoading() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <div className="grid gap-2">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-4 w-72" />
      </div>
      <JobsTableSkeleton />
    </div>
  );
}
