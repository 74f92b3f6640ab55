"use client";

import { useState } from "react";

import { useRouter } from "next/navigation";

import { useMutation } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";

import { addBuyerTagAction, removeBuyerTagAction } from "@/lib/actions/buyers/tags";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

const SUGGESTED = ["VIP", "press", "blocked"];

type Result = { ok: boolean; message?: string; fieldErrors?: Record<string, string[]> };

/** The buyer's tags (Palco's own, per producer): add from a suggestion or free text, remove each. */
export function BuyerTags({
  producer,
  buyerId,
  tags,
}: {
  producer: string;
  buyerId: string;
  tags: string[];
}) {
  const t = useTranslations("buyers.tags");
  const router = useRouter();
  const [error, setError] = useState<string[] | undefined>();
  const save = useMutation({ mutationFn: (call: () => Promise<Result>) => call() });
  const pending = save.isPending;

  // Returns the action's promise: the form waits for it before React resets its field.
  const run = (call: () => Promise<Result>) =>
    save.mutateAsync(call).then((result) => {
      setError(result.ok ? undefined : (result.fieldErrors?.tag ?? [result.message ?? ""]));
      if (result.ok) router.refresh();
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="flex flex-wrap gap-2" aria-label={t("current")}>
          {tags.length ? null : <li className="text-sm text-zinc-600">{t("none")}</li>}
          {tags.map((tag) => (
            <li key={tag}>
              <Badge tone="violet" className="gap-1 pr-1">
                {tag}
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-violet-200 focus-visible:outline-2 focus-visible:outline-brand-600"
                  aria-label={t("remove", { tag })}
                  disabled={pending}
                  onClick={() => void run(() => removeBuyerTagAction(producer, buyerId, tag))}
                >
                  <X aria-hidden className="size-3" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
        <form
          className="flex items-end gap-2"
          action={(form) => run(() => addBuyerTagAction(producer, buyerId, String(form.get("tag") ?? "")))}
        >
          <div className="grid flex-1 gap-1">
            <Label htmlFor="buyer-tag">{t("add")}</Label>
            <Input
              id="buyer-tag"
              name="tag"
              list="buyer-tag-suggestions"
              maxLength={30}
              aria-describedby="buyer-tag-error"
              required
            />
            <datalist id="buyer-tag-suggestions">
              {SUGGESTED.map((s) => (
                <option key={s} value={s} />
              ))}
            </datalist>
          </div>
          <Button type="submit" variant="secondary" disabled={pending}>
            {t("submit")}
          </Button>
        </form>
        <FieldError id="buyer-tag-error" messages={error} />
      </CardContent>
    </Card>
  );
}
