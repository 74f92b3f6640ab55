import type { ReactNode } from "react";

/** Title row of a page: h1, one line of context, and the page's primary actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
  eyebrow,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  eyebrow?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid min-w-0 gap-1">
        {eyebrow}
        <h1 className="text-2xl font-semibold tracking-tight text-balance break-words text-zinc-950">
          {title}
        </h1>
        {description ? <div className="text-sm text-zinc-600">{description}</div> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
