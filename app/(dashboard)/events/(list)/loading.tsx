import { Skeleton } from "@/components/ui/skeleton";

import { DataTableSkeleton } from "@/components/data-table/skeleton";

export default function EventsLoading() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <div className="grid gap-2">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-4 w-72" />
      </div>
      <Skeleton className="h-10 w-96 max-w-full" />
      <DataTableSkeleton />
    </div>
  );
}
