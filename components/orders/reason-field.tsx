"use client";

import { useId } from "react";

import { useTranslations } from "next-intl";

import { LIMITS } from "@/lib/contract/constants";

import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** The cancel reason (≤ 500), its length counted as you type and announced politely. */
export function ReasonField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const t = useTranslations("orders.cancel");
  const id = useId();
  const over = value.length > LIMITS.cancelReasonMax;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        name="reason"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        aria-invalid={over || Boolean(error) || undefined}
      />
      <p
        id={`${id}-count`}
        aria-live="polite"
        className={over ? "text-xs text-red-700" : "text-xs text-zinc-600"}
      >
        {t("reasonHint", { count: value.length, max: LIMITS.cancelReasonMax })}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
