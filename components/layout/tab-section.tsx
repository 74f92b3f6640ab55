import type { ReactNode } from "react";

/**
 * A workspace tab's page (door, its arrivals and ticket search, roster): a section named by its h2, one
 * line of context (and any summary below it), the page's links on the right, then the content.
 */
export function TabSection({
  id,
  title,
  description,
  summary,
  actions,
  children,
}: {
  /** The h2's id, which names the section. */
  id: string;
  title: ReactNode;
  description: ReactNode;
  summary?: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="text-sm text-zinc-600">{description}</p>
          {summary}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
