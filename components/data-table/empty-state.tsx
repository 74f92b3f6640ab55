import type { ComponentProps } from "react";

import { EmptyState } from "@/components/ui/empty-state";

/** The table's empty state: the shared EmptyState inside the table's frame. */
export function DataTableEmpty(props: ComponentProps<typeof EmptyState>) {
  return (
    <div className="rounded-lg border border-dashed border-zinc-300 bg-white">
      <EmptyState {...props} />
    </div>
  );
}
