"use client";

import { startTransition, useActionState, useEffect, useRef, useState } from "react";

import { useTranslations } from "next-intl";

import type { ActionFailure } from "@/lib/actions/result";
import { proveStepUpAction, stepUpPasskeyOptionsAction, stepUpStatusAction } from "@/lib/actions/step-up";
import type { StepUpMethod } from "@/lib/auth/step-up-kinds";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { focusFirstInvalid, useActionOutcome } from "@/components/ui/use-action-outcome";

import { assertPasskey } from "@/components/passkeys/webauthn";

import { settleStepUp } from "./step-up";

const unavailableFailure = (message: string): ActionFailure => ({
  ok: false,
  code: "upstream",
  message,
  fieldErrors: {},
});

/**
 * "Confirme que é você": a TOTP or recovery code and/or "Usar passkey", or the password for a user
 * without a second factor (the server says which). Focus starts in the field (the passkey button when
 * it is alone) and returns where it was on close; a wrong code or password is shown beside the field, a
 * refused passkey above it. Proven, the caller sends its action again.
 */
export function StepUpDialog() {
  const t = useTranslations("auth.stepUp");
  const [methods, setMethods] = useState<StepUpMethod[] | null>(null);
  const [unavailable, setUnavailable] = useState<ActionFailure | null>(null);
  const [waiting, setWaiting] = useState(false);
  // the last proof was a passkey: its refusal is the alert, not the typed field's error
  const [viaPasskey, setViaPasskey] = useState(false);
  const passkeyRef = useRef<HTMLButtonElement>(null);
  const [state, submit, pending] = useActionState(async (prev: unknown, form: FormData) => {
    try {
      return await proveStepUpAction(prev, form);
    } catch {
      return unavailableFailure(t("unavailable"));
    }
  }, null);
  const formRef = useRef<HTMLFormElement>(null);
  useActionOutcome(state, (result) => {
    if (result.ok) settleStepUp(true);
    else if (viaPasskey) passkeyRef.current?.focus();
    else focusFirstInvalid(formRef.current);
  });

  useEffect(() => {
    let live = true;
    stepUpStatusAction().then(
      (status) => {
        if (!live) return;
        if (!status.ok) setUnavailable(status);
        // proved meanwhile (another tab): nothing to ask
        else if (status.data.fresh) settleStepUp(true);
        else setMethods(status.data.methods.length ? status.data.methods : ["password"]);
      },
      () => live && setUnavailable(unavailableFailure(t("unavailable"))),
    );
    return () => {
      live = false;
    };
  }, [t]);

  // The passkey's answer goes through the same action (and the same outcome handling) as a typed proof.
  async function provePasskey() {
    setWaiting(true);
    setViaPasskey(true);
    setUnavailable(null);
    const options = await stepUpPasskeyOptionsAction().catch(() => null);
    const response = options?.ok ? await assertPasskey(options.data) : null;
    setWaiting(false);
    if (!response) {
      passkeyRef.current?.focus();
      return setUnavailable(options && !options.ok ? options : unavailableFailure(t("passkeyFailed")));
    }
    const form = new FormData();
    form.set("kind", "passkey");
    form.set("proof", JSON.stringify(response));
    startTransition(() => submit(form));
  }

  function typedSubmit() {
    setViaPasskey(false);
    setUnavailable(null);
  }

  const typed = methods?.find((m) => m !== "passkey") ?? null;
  const withPasskey = methods?.includes("passkey") ?? false;
  const busy = pending || waiting;
  const failure = unavailable ?? (state && !state.ok ? state : null);
  const errors = typed && !viaPasskey ? failure?.fieldErrors.proof : undefined;
  const name = typed === "code" ? "stepUpCode" : "stepUpPassword";
  const body = typed === "password" ? t("bodyPassword") : typed ? t("bodyCode") : t("bodyPasskey");
  const passkeyButton = withPasskey ? (
    <Button
      ref={passkeyRef}
      type="button"
      variant={typed ? "outline" : "default"}
      disabled={busy}
      aria-busy={waiting || undefined}
      autoFocus={!typed}
      onClick={() => void provePasskey()}
    >
      {waiting ? t("passkeyWaiting") : t("passkey")}
    </Button>
  ) : null;
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && settleStepUp(false)}>
      <DialogContent closeLabel={t("cancel")}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{methods ? body : t("bodyCode")}</DialogDescription>
        </DialogHeader>
        {failure && !errors ? <Alert variant="error">{failure.message}</Alert> : null}
        {typed ? (
          <form ref={formRef} action={submit} onSubmit={typedSubmit} className="grid gap-4">
            <input type="hidden" name="kind" value={typed} />
            <FormField name={name} label={typed === "code" ? t("code") : t("password")} errors={errors}>
              <Input
                {...fieldA11y(name, errors)}
                name="proof"
                type={typed === "password" ? "password" : "text"}
                autoComplete={typed === "password" ? "current-password" : "one-time-code"}
                autoFocus
                required
                maxLength={typed === "password" ? 1024 : 64}
                spellCheck={false}
              />
            </FormField>
            {passkeyButton}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={busy} onClick={() => settleStepUp(false)}>
                {t("cancel")}
              </Button>
              <Button type="submit" disabled={busy} aria-busy={pending}>
                {pending ? t("confirming") : t("confirm")}
              </Button>
            </DialogFooter>
          </form>
        ) : methods ? (
          <div className="grid gap-4">
            {passkeyButton}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={busy} onClick={() => settleStepUp(false)}>
                {t("cancel")}
              </Button>
            </DialogFooter>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
