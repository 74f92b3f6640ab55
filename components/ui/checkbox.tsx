import type { ComponentProps, ReactNode } from "react";

import { cn } from "@/lib/utils";

/** A native checkbox with its label and optional hint; `role="switch"` turns it into a switch. */
export function Checkbox({
  label,
  hint,
  id,
  className,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { id: string; label: ReactNode; hint?: ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={hintId}
        className="mt-0.5 size-4 shrink-0 rounded border-zinc-400 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        {...props}
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm leading-5 font-medium text-zinc-900">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-sm text-zinc-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
