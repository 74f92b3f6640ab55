import { Skeleton } from "@/components/ui/skeleton";

import { DataTableSkeleton } from "@/components/data-table/skeleton";

export default function OrdersLoading() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-10 w-96 max-w-full" />
      <DataTableSkeleton />
    </div>
  );
}
