import type { ReactNode } from "react";

import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";

/** ids and aria wiring of one form control: the input points at its hint and its error message. */
export function fieldA11y(name: string, errors: string[] | undefined, hasHint = false) {
  const id = `event-${name}`;
  return {
    id,
    name,
    "aria-invalid": errors?.length ? true : undefined,
    "aria-describedby": [hasHint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(" "),
  } as const;
}

export function FormField({
  name,
  label,
  hint,
  errors,
  optionalLabel,
  children,
  className,
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  errors?: string[];
  optionalLabel?: string;
  children: ReactNode;
  className?: string;
}) {
  const id = `event-${name}`;
  return (
    <div className={className ?? "grid gap-1.5"}>
      <Label htmlFor={id}>
        {label}
        {optionalLabel ? <span className="ml-1 font-normal text-zinc-600">({optionalLabel})</span> : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-zinc-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}

export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-6 border-b border-zinc-200 py-8 first:pt-0 last:border-0 last:pb-0 md:grid-cols-3">
      <div className="grid content-start gap-1">
        <h2 className="text-base font-semibold text-zinc-950">{title}</h2>
        {description ? <p className="text-sm text-zinc-600">{description}</p> : null}
      </div>
      <div className="grid content-start gap-5 md:col-span-2">{children}</div>
    </section>
  );
}
