"use client";

import { useEffect, useRef, useState } from "react";

import { ChevronDown } from "lucide-react";

import { cn } from "@/lib/utils";

import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";
import { useOnDemand } from "@/components/ui/use-on-demand";

import type { FormSelectAria, FormSelectOption } from "./form-select-shared";

const loadPanel = () => import("./form-select-panel").then((m) => m.FormSelectPanel);

/**
 * A select inside a native <form action>. Until first used it is a combobox button showing the choice;
 * then the Radix select (see useOnDemand) takes over, open. Either way the hidden input below submits
 * the choice. id and aria wiring (from fieldA11y) go on the button, which the field's <label> names.
 *
 * After every form action React resets the form: native fields go back to their defaultValue (the values
 * the action returned), and Radix would put its select back to the value it was first opened with — a
 * refused save then silently submitted another producer. Here a reset keeps the choice (the hidden input
 * is untouched by form.reset()), and a changed `defaultValue` replaces it.
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
  const [shownDefault, setShownDefault] = useState(defaultValue);
  if (shownDefault !== defaultValue) {
    setShownDefault(defaultValue);
    setValue(defaultValue ?? "");
  }
  const { Loaded, triggerProps } = useOnDemand(loadPanel);
  const input = useRef<HTMLInputElement>(null);
  const resetting = useRef(false);
  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    // Capture: runs before Radix's own reset listener, whose change is then ignored. The choice itself
    // stays: it is what was just submitted, and a new `defaultValue` (above) replaces it if it differs.
    const onReset = () => {
      resetting.current = true;
      queueMicrotask(() => (resetting.current = false));
    };
    form.addEventListener("reset", onReset, { capture: true });
    return () => form.removeEventListener("reset", onReset, { capture: true });
  }, []);
  const choose = (next: string) => {
    if (!resetting.current) setValue(next);
  };

  const label = options.find((o) => o.value === value)?.label;
  return (
    <>
      {Loaded ? (
        <Loaded
          id={id}
          value={value}
          onValueChange={choose}
          options={options}
          className={className}
          aria={aria}
        />
      ) : (
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
      )}
      <input ref={input} type="hidden" name={name} value={value} />
    </>
  );
}
