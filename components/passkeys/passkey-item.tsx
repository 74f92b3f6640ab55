"use client";

import { useActionState, useRef, useState } from "react";

import { useRouter } from "next/navigation";

import { useTranslations } from "next-intl";

import { removePasskeyAction, renamePasskeyAction } from "@/lib/actions/passkeys/manage";

import { Button } from "@/components/ui/button";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { useActionOutcome } from "@/components/ui/use-action-outcome";

import { ConfirmButton } from "@/components/webhooks/confirm-button";

/** One passkey: its name and dates, an inline rename, and removal after a confirmation. */
export function PasskeyItem({
  id,
  name,
  created,
  lastUsed,
  removable,
}: {
  id: string;
  name: string;
  created: string;
  lastUsed: string;
  removable: boolean;
}) {
  const t = useTranslations("twoFactor.passkeys");
  const router = useRouter();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const [state, formAction, pending] = useActionState(renamePasskeyAction, null);
  useActionOutcome(state, (result) => {
    if (!result.ok) return;
    toast.success(t("renamed"));
    setRenaming(false);
    router.refresh();
  });
  const errors = state && !state.ok ? (state.fieldErrors.name ?? [state.message]) : undefined;
  const field = `passkey-${id}-name`;

  const close = () => {
    setRenaming(false);
    queueMicrotask(() => renameButton.current?.focus());
  };

  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="passkey">
      {renaming ? (
        <form action={formAction} className="grid flex-1 gap-2" aria-label={t("renameLabel", { name })}>
          <input type="hidden" name="id" value={id} />
          <FormField name={field} label={t("renameLabel", { name })} errors={errors}>
            <Input
              {...fieldA11y(field, errors)}
              name="name"
              defaultValue={name}
              maxLength={60}
              autoFocus
              required
              onKeyDown={(e) => e.key === "Escape" && close()}
            />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={pending}>
              {t("save")}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={close}>
              {t("cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="grid gap-0.5 text-sm">
            <p className="font-medium text-zinc-900">{name}</p>
            <p className="text-zinc-600">
              {created} · {lastUsed}
            </p>
          </div>
          <div className="flex gap-2">
            <Button ref={renameButton} size="sm" variant="outline" onClick={() => setRenaming(true)}>
              {t("rename")}
              <span className="sr-only"> {name}</span>
            </Button>
            {removable ? (
              <ConfirmButton
                label={
                  <>
                    {t("remove")}
                    <span className="sr-only"> {name}</span>
                  </>
                }
                title={t("removeTitle")}
                description={t("removeBody", { name })}
                confirm={t("remove")}
                cancel={t("cancel")}
                done={t("removed")}
                destructive
                run={() => removePasskeyAction(id)}
              />
            ) : null}
          </div>
        </>
      )}
    </li>
  );
}
