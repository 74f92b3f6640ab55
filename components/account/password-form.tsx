"use client";

import { useActionState, useRef } from "react";

import { useTranslations } from "next-intl";

import type { ActionResult, FormValues } from "@/lib/actions/result";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { focusFirstInvalid, useActionOutcome } from "@/components/ui/use-action-outcome";

type State = ActionResult<unknown, FormValues> | null;

/** Current password, then the new one twice; the fields are never sent back filled. */
export function PasswordForm({ action }: { action: (state: State, form: FormData) => Promise<State> }) {
  const t = useTranslations("account.password");
  const form = useRef<HTMLFormElement>(null);
  const [state, formAction, pending] = useActionState(action, null);
  const errors = state && !state.ok ? state.fieldErrors : {};
  useActionOutcome(state, (result) => {
    if (result.ok) {
      toast.success(t("saved"));
      form.current?.reset();
    } else focusFirstInvalid(form.current);
  });
  return (
    <form ref={form} action={formAction} className="grid gap-4">
      {state && !state.ok && !Object.keys(errors).length ? (
        <Alert variant="error">{state.message}</Alert>
      ) : null}
      <FormField name="current" label={t("current")} errors={errors.current}>
        <Input
          {...fieldA11y("current", errors.current)}
          type="password"
          autoComplete="current-password"
          required
        />
      </FormField>
      <FormField name="password" label={t("new")} hint={t("hint")} errors={errors.password}>
        <Input
          {...fieldA11y("password", errors.password, true)}
          type="password"
          autoComplete="new-password"
          required
          minLength={10}
        />
      </FormField>
      <FormField name="confirm" label={t("confirm")} errors={errors.confirm}>
        <Input
          {...fieldA11y("confirm", errors.confirm)}
          type="password"
          autoComplete="new-password"
          required
        />
      </FormField>
      <div>
        <Button type="submit" disabled={pending}>
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
