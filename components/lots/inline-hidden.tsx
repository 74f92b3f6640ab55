"use client";

import { useId, useState } from "react";

import { useRouter } from "next/navigation";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { quickEditLotAction } from "@/lib/actions/lots/quick-edit";

import { FieldError } from "@/components/ui/field-error";
import { toast } from "@/components/ui/toaster";

type Lot = { id: string; name: string; hidden: boolean };

/** The hidden flag as a switch in the row: flips at once, flips back with the reason on a refusal. */
export function InlineHidden({ eventId, lot, canWrite }: { eventId: string; lot: Lot; canWrite: boolean }) {
  const t = useTranslations("lots.inline");
  const router = useRouter();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [optimistic, setOptimistic] = useState<{ base: boolean; value: boolean } | null>(null);
  const checked = optimistic && optimistic.base === lot.hidden ? optimistic.value : lot.hidden;

  const mutation = useMutation({
    mutationFn: (value: boolean) => quickEditLotAction(eventId, lot.id, { field: "hidden", value }),
    onSuccess: (result, value) => {
      if (result.ok) {
        toast.success(t(value ? "hiddenSaved" : "shownSaved", { name: lot.name }));
        router.refresh();
        return;
      }
      setOptimistic(null);
      setError(result.fieldErrors.hidden?.[0] ?? result.message);
    },
    onError: () => {
      setOptimistic(null);
      setError(t("failed"));
    },
  });

  if (!canWrite) return <span>{t(lot.hidden ? "yes" : "no")}</span>;
  return (
    <div className="grid gap-1">
      <input
        type="checkbox"
        role="switch"
        aria-label={t("hiddenOf", { name: lot.name })}
        aria-describedby={`${id}-error`}
        aria-busy={mutation.isPending}
        className="size-4 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        checked={checked}
        disabled={mutation.isPending}
        onChange={(e) => {
          setError(null);
          setOptimistic({ base: lot.hidden, value: e.target.checked });
          mutation.mutate(e.target.checked);
        }}
      />
      <FieldError id={`${id}-error`} messages={error ? [error] : undefined} />
    </div>
  );
}
