import { PageSkeleton } from "@/components/ui/page-skeleton";
import { Skeleton } from "@/components/ui/skeleton";

import { DataTableSkeleton } from "@/components/data-table/skeleton";

export default function EventsLoading() {
  return (
    <PageSkeleton>
      <Skeleton className="h-10 w-96 max-w-full" />
      <DataTableSkeleton />
    </PageSkeleton>
  );
}
