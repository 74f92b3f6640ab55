"use client";

import { useState } from "react";

import { ChevronDown } from "lucide-react";

import { cn } from "@/lib/utils";

import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";
import { useOnDemand } from "@/components/ui/use-on-demand";

import type { FormSelectAria, FormSelectOption } from "./form-select-shared";

const loadPanel = () => import("./form-select-panel").then((m) => m.FormSelectPanel);

/**
 * A select inside a native <form action>. Until first used it is a combobox button showing the choice
 * plus a hidden input that submits it; then the Radix select (see useOnDemand) takes over, open.
 * id and aria wiring (from fieldA11y) go on the button, which the field's <label> names.
 */
export function FormSelect({
  id,
  name,
  defaultValue,
  options,
  className,
  ...aria
}: FormSelectAria & {
  id: string;
  name: string;
  defaultValue?: string;
  options: FormSelectOption[];
  className?: string;
}) {
  const [value, setValue] = useState(defaultValue ?? "");
  const { Loaded, triggerProps } = useOnDemand(loadPanel);
  if (Loaded) {
    return (
      <Loaded
        id={id}
        name={name}
        value={value}
        onValueChange={setValue}
        options={options}
        className={className}
        aria={aria}
      />
    );
  }
  const label = options.find((o) => o.value === value)?.label;
  return (
    <>
      <button
        type="button"
        id={id}
        role="combobox"
        // Names the list the Radix select renders once loaded; nothing is controlled while collapsed.
        aria-controls={`${id}-listbox`}
        aria-expanded={false}
        aria-autocomplete="none"
        data-placeholder={label ? undefined : ""}
        className={cn(SELECT_TRIGGER_CLASS, className)}
        {...aria}
        {...triggerProps}
      >
        <span>{label}</span>
        <ChevronDown aria-hidden className="size-4 shrink-0 text-zinc-600" />
      </button>
      <input type="hidden" name={name} value={value} />
    </>
  );
}
