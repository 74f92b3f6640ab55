import { DataTableSkeleton } from "@/components/data-table/skeleton";

// The layout (title, tabs, admin check) is already on screen; only the tab's content waits.
export default function WebhooksLoading() {
  return (
    <div aria-busy="true">
      <DataTableSkeleton media={false} />
    </div>
  );
}
