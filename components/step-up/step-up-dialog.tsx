"use client";

import { useActionState, useEffect, useRef, useState } from "react";

import { useTranslations } from "next-intl";

import type { ActionFailure } from "@/lib/actions/result";
import { proveStepUpAction, stepUpStatusAction } from "@/lib/actions/step-up";
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

import { settleStepUp } from "./step-up";

const unavailableFailure = (message: string): ActionFailure => ({
  ok: false,
  code: "upstream",
  message,
  fieldErrors: {},
});

/**
 * "Confirme que é você": a TOTP or recovery code, or the password for a user without a second factor
 * (the server says which). Focus starts in the field and returns where it was on close; a wrong proof
 * is shown beside the field. Proven, the caller sends its action again.
 */
export function StepUpDialog() {
  const t = useTranslations("auth.stepUp");
  const [method, setMethod] = useState<StepUpMethod | null>(null);
  const [unavailable, setUnavailable] = useState<ActionFailure | null>(null);
  const [state, submit, pending] = useActionState(async (prev: unknown, form: FormData) => {
    try {
      return await proveStepUpAction(prev, form);
    } catch {
      return unavailableFailure(t("unavailable"));
    }
  }, null);
  const formRef = useRef<HTMLFormElement>(null);
  useActionOutcome(state, (result) => (result.ok ? settleStepUp(true) : focusFirstInvalid(formRef.current)));

  useEffect(() => {
    let live = true;
    stepUpStatusAction().then(
      (status) => {
        if (!live) return;
        if (!status.ok) setUnavailable(status);
        // proved meanwhile (another tab): nothing to ask
        else if (status.data.fresh) settleStepUp(true);
        else setMethod(status.data.methods[0] ?? "password");
      },
      () => live && setUnavailable(unavailableFailure(t("unavailable"))),
    );
    return () => {
      live = false;
    };
  }, [t]);

  const failure = state && !state.ok ? state : unavailable;
  const errors = failure?.fieldErrors.proof;
  const name = method === "code" ? "stepUpCode" : "stepUpPassword";
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && settleStepUp(false)}>
      <DialogContent closeLabel={t("cancel")}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{method === "password" ? t("bodyPassword") : t("bodyCode")}</DialogDescription>
        </DialogHeader>
        {failure && !errors ? <Alert variant="error">{failure.message}</Alert> : null}
        {method ? (
          <form ref={formRef} action={submit} className="grid gap-4">
            <input type="hidden" name="kind" value={method} />
            <FormField name={name} label={method === "code" ? t("code") : t("password")} errors={errors}>
              <Input
                {...fieldA11y(name, errors)}
                name="proof"
                type={method === "password" ? "password" : "text"}
                autoComplete={method === "password" ? "current-password" : "one-time-code"}
                autoFocus
                required
                maxLength={method === "password" ? 1024 : 64}
                spellCheck={false}
              />
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" disabled={pending} onClick={() => settleStepUp(false)}>
                {t("cancel")}
              </Button>
              <Button type="submit" disabled={pending} aria-busy={pending}>
                {pending ? t("confirming") : t("confirm")}
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
