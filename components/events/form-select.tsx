"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

/**
 * A select inside a native <form action>: `name` submits through Radix's hidden native select; id and
 * aria wiring (from fieldA11y) go on the trigger, which the field's <label> names.
 */
export function FormSelect({
  id,
  name,
  defaultValue,
  options,
  className,
  ...aria
}: {
  id: string;
  name: string;
  defaultValue?: string;
  options: { value: string; label: string }[];
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: "true";
}) {
  return (
    <Select name={name} defaultValue={defaultValue || undefined}>
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
