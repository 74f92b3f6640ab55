import { Skeleton } from "@/components/ui/skeleton";

export default function SettlementLoading() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <div className="flex flex-wrap gap-2">
        <Skeleton className="h-10 w-28" />
        <Skeleton className="h-10 w-64 max-w-full" />
      </div>
      <div className="grid gap-2">
        <Skeleton className="h-7 w-80 max-w-full" />
        <Skeleton className="h-4 w-96 max-w-full" />
      </div>
      <Skeleton className="h-96 w-full" />
    </div>
  );
}
