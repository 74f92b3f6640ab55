"use client";

import { useActionState, useRef, useState } from "react";

import { useRouter } from "next/navigation";

import { useTranslations } from "next-intl";

import type { ActionResult } from "@/lib/actions/result";

import { Button } from "@/components/ui/button";
import { FormError, fieldErrorsOf } from "@/components/ui/form-error";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { useActionOutcome } from "@/components/ui/use-action-outcome";

import { RecoveryCodes } from "./recovery-codes";

type Codes = ActionResult<{ recoveryCodes: string[] }> | null;
type Done = ActionResult<undefined> | null;
type Action<S> = (state: S, form: FormData) => Promise<S>;

/** One proof field (a code, a recovery code or the password) and a button. */
function ProofForm<T>({
  name,
  action,
  label,
  destructive,
  onDone,
}: {
  name: string;
  action: Action<ActionResult<T> | null>;
  label: string;
  destructive?: boolean;
  onDone: (state: ActionResult<T>) => void;
}) {
  const t = useTranslations("twoFactor.account");
  const form = useRef<HTMLFormElement>(null);
  const [state, formAction, pending] = useActionState<ActionResult<T> | null, FormData>(action, null);
  useActionOutcome(state, (result) => {
    if (result.ok) form.current?.reset();
    onDone(result);
  });
  const errors = fieldErrorsOf(state);
  const id = `${name}-proof`;
  return (
    <form ref={form} action={formAction} className="grid gap-3" aria-label={label}>
      <FormError state={state} />
      <FormField name={id} label={t("proof")} errors={errors.proof}>
        <Input {...fieldA11y(id, errors.proof)} name="proof" type="password" autoComplete="off" required />
      </FormField>
      <div>
        <Button type="submit" variant={destructive ? "destructive" : "secondary"} disabled={pending}>
          {label}
        </Button>
      </div>
    </form>
  );
}

/** For a user with a factor: new recovery codes, and (unless the role requires it) turning it off. */
export function ManageTwoFactor({
  disable,
  regenerate,
  canDisable,
}: {
  disable: Action<Done>;
  regenerate: Action<Codes>;
  canDisable: boolean;
}) {
  const t = useTranslations("twoFactor");
  const router = useRouter();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <div className="grid gap-6">
      {codes ? (
        <RecoveryCodes codes={codes} title={t("enrol.codesTitle")} intro={t("enrol.codesIntro")} />
      ) : null}
      <ProofForm
        name="regenerate"
        action={regenerate}
        label={t("account.regenerate")}
        onDone={(r) => {
          if (!r.ok) return;
          toast.success(t("account.regenerated"));
          setCodes(r.data.recoveryCodes);
          router.refresh();
        }}
      />
      {canDisable ? (
        <ProofForm
          name="disable"
          action={disable}
          label={t("account.disable")}
          destructive
          onDone={(r) => {
            if (!r.ok) return;
            toast.success(t("account.disabled"));
            router.refresh();
          }}
        />
      ) : null}
    </div>
  );
}
