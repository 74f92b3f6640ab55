"use client";

import { useRef, useState } from "react";

import { fieldA11y } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

const HEX6 = /^#[0-9a-f]{6}$/i;

/** A text field for the color (any text the API accepts) with a native picker that fills it in. */
export function ColorField({
  defaultValue,
  errors,
  pickerLabel,
}: {
  defaultValue: string;
  errors?: string[];
  pickerLabel: string;
}) {
  const text = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState(HEX6.test(defaultValue) ? defaultValue : "#6d28d9");
  return (
    <div className="flex items-center gap-2">
      <input
        type="color"
        aria-label={pickerLabel}
        value={picked}
        onChange={(e) => {
          setPicked(e.target.value);
          if (text.current) text.current.value = e.target.value;
        }}
        className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-zinc-400 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
      />
      <Input
        ref={text}
        {...fieldA11y("color", errors, true)}
        defaultValue={defaultValue}
        maxLength={32}
        placeholder="#7C3AED"
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => HEX6.test(e.target.value) && setPicked(e.target.value)}
        className="max-w-40 font-mono"
      />
    </div>
  );
}
