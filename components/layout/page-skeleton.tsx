import type { ComponentProps, ReactNode } from "react";

import { Skeleton } from "@/components/ui/skeleton";

import { DataTableSkeleton } from "@/components/data-table/skeleton";

import { PageHeader } from "./page-header";

type Shape = "table" | "form";

/**
 * A route's loading.tsx: the page's outline (title, then a table, a form or the page's own shape) while
 * its server component waits on the Partner API, so navigation answers at once.
 *
 * A route whose title does not depend on data passes it as `header`: the real heading is then on screen
 * with the first paint instead of after the page streams in. The page's largest text was painted only
 * when the streamed page replaced this outline, and Lighthouse dated /events' largest paint after every
 * script (LCP 3.0–3.4 s against 2.1 s for the event page, whose heading comes with the first paint).
 */
export function PageSkeleton({
  shape,
  header,
  children,
}: {
  shape?: Shape;
  header?: Pick<ComponentProps<typeof PageHeader>, "title" | "description">;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-6" aria-busy="true">
      {header ? (
        <PageHeader {...header} />
      ) : (
        <div className="grid gap-2">
          <Skeleton className="h-8 w-56 max-w-full" />
          <Skeleton className="h-4 w-80 max-w-full" />
        </div>
      )}
      {shape === "table" ? <DataTableSkeleton media={false} /> : null}
      {shape === "form" ? <FormSkeleton /> : null}
      {children}
    </div>
  );
}

function FormSkeleton() {
  return (
    <div aria-hidden className="grid max-w-2xl gap-5 rounded-lg border border-zinc-200 bg-white p-6">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="grid gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
      <Skeleton className="h-10 w-28" />
    </div>
  );
}
