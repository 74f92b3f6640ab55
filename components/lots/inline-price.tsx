"use client";

import { useId, useState, type FormEvent } from "react";

import { useRouter } from "next/navigation";

import { useMutation } from "@tanstack/react-query";
import { Check, Pencil, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";

import { quickEditLotAction } from "@/lib/actions/lots/quick-edit";
import { formatMoney, fromCents, parseTypedAmount, typedAmountMessage } from "@/lib/money";

import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";

type Lot = { id: string; name: string; amount: string };

/**
 * The price, edited in place. The new price shows at once (optimistic); a refusal puts the old price
 * back and reopens the field with what was typed and the reason beside it.
 */
export function InlinePrice({ eventId, lot, canWrite }: { eventId: string; lot: Lot; canWrite: boolean }) {
  const t = useTranslations("lots.inline");
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  // Tied to the amount it replaced: once the refreshed lot arrives, the server's value shows again.
  const [optimistic, setOptimistic] = useState<{ base: string; value: string } | null>(null);
  const shown = optimistic && optimistic.base === lot.amount ? optimistic.value : lot.amount;

  const mutation = useMutation({
    mutationFn: (value: string) => quickEditLotAction(eventId, lot.id, { field: "amount", value }),
    onSuccess: (result) => {
      if (result.ok) {
        toast.success(t("priceSaved", { name: lot.name }));
        router.refresh();
        return;
      }
      setOptimistic(null);
      setError(result.fieldErrors.amount?.[0] ?? result.message);
      setEditing(true);
    },
    onError: () => {
      setOptimistic(null);
      setError(t("failed"));
      setEditing(true);
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const price = parseTypedAmount(draft);
    if (!price.ok) return setError(t(typedAmountMessage(price.error, "invalidPrice")));
    const wire = fromCents(price.cents);
    setError(null);
    setEditing(false);
    if (wire === lot.amount) return;
    setOptimistic({ base: lot.amount, value: wire });
    mutation.mutate(wire);
  }

  const label = t("priceOf", { name: lot.name });
  if (!canWrite) return <span className="tabular-nums">{formatMoney(shown, locale)}</span>;
  if (!editing)
    return (
      <div className="grid gap-1">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-3 tabular-nums"
          aria-label={t("editPrice", { name: lot.name, price: formatMoney(shown, locale) })}
          aria-busy={mutation.isPending}
          onClick={() => {
            setDraft(shown.replace(".", ","));
            setEditing(true);
          }}
        >
          {formatMoney(shown, locale)}
          <Pencil aria-hidden className="text-zinc-500" />
        </Button>
        {error ? <FieldError id={`${id}-error`} messages={[error]} /> : null}
      </div>
    );
  return (
    <form onSubmit={submit} className="grid gap-1" noValidate>
      <div className="flex items-center gap-1">
        <Input
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          inputMode="decimal"
          className="h-8 w-28 tabular-nums"
          value={draft}
          autoFocus
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => e.key === "Escape" && (setEditing(false), setError(null))}
        />
        <Button type="submit" size="icon" variant="outline" className="size-8" aria-label={t("save")}>
          <Check aria-hidden />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={t("cancel")}
          onClick={() => (setEditing(false), setError(null))}
        >
          <X aria-hidden />
        </Button>
      </div>
      <FieldError id={`${id}-error`} messages={error ? [error] : undefined} />
    </form>
  );
}
