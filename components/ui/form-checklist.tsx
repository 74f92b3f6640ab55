import type { ReactNode } from "react";

import { FieldError } from "@/components/ui/field-error";

/**
 * Checkboxes that submit one `name` per ticked item (a native form's multi-choice), with a hint and
 * the field's error beside them; the ids follow fieldA11y's (`event-<name>-hint`, `-error`).
 */
export function FormChecklist({
  name,
  legend,
  hint,
  items,
  checked,
  errors,
}: {
  name: string;
  legend: string;
  hint: ReactNode;
  items: { id: string; label: ReactNode }[];
  checked: readonly string[];
  errors?: string[];
}) {
  const id = `event-${name}`;
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint ${id}-error`}>
      <legend className="text-sm font-medium text-zinc-900">{legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-zinc-600">
        {hint}
      </p>
      {items.map((item) => (
        <label key={item.id} className="flex items-center gap-2 text-sm text-zinc-900">
          <input
            type="checkbox"
            name={name}
            value={item.id}
            defaultChecked={checked.includes(item.id)}
            className="size-4"
          />
          {item.label}
        </label>
      ))}
      <FieldError id={`${id}-error`} messages={errors} />
    </fieldset>
  );
}
