"use client";

import { useActionState } from "react";

import { useTranslations } from "next-intl";

import type { ActionFailure } from "@/lib/actions/result";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

import { signOut } from "@/components/layout/sign-out";

type State = ActionFailure | null;

/** The sign-in's second step: a TOTP or recovery code; success redirects (the action does). */
export function CodeStepForm({
  action,
  callbackUrl,
}: {
  action: (state: State, form: FormData) => Promise<State>;
  callbackUrl: string;
}) {
  const t = useTranslations("twoFactor.step");
  const [state, formAction, pending] = useActionState(action, null);
  const errors = state?.fieldErrors ?? {};
  return (
    <div className="grid gap-4">
      <form action={formAction} className="grid gap-4">
        {state && !Object.keys(errors).length ? (
          <Alert variant={state.code === "forbidden" ? "warning" : "error"}>{state.message}</Alert>
        ) : null}
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <FormField name="code" label={t("code")} errors={errors.code}>
          <Input
            {...fieldA11y("code", errors.code)}
            autoComplete="one-time-code"
            autoFocus
            required
            maxLength={64}
            spellCheck={false}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? t("submitting") : t("submit")}
        </Button>
      </form>
      <Button type="button" variant="ghost" onClick={() => void signOut()}>
        {t("cancel")}
      </Button>
    </div>
  );
}
