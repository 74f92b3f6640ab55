"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

import type { FormSelectAria, FormSelectOption } from "./form-select-shared";

/**
 * The Radix select of ./form-select, loaded on first use (rendered open then). It has no `name`: the
 * form select's hidden input submits the choice (form.reset() leaves it alone, unlike Radix's native
 * select). id and aria wiring go on the trigger, which the field's <label> names.
 */
export function FormSelectPanel({
  id,
  value,
  onValueChange,
  options,
  className,
  aria,
}: {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  options: FormSelectOption[];
  className?: string;
  aria: FormSelectAria;
}) {
  return (
    <Select value={value || undefined} onValueChange={onValueChange} defaultOpen>
      <SelectTrigger id={id} className={className} {...aria}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent align="start">
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
