"use client";

import { useActionState } from "react";

import Link from "next/link";

import { useTranslations } from "next-intl";

import type { ActionResult } from "@/lib/actions/result";

import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type State = ActionResult<{ email: string }> | null;

/** The new password, twice, for a one-time link; then a way to the sign-in page. */
export function SetPasswordForm({
  token,
  action,
}: {
  token: string;
  action: (state: State, form: FormData) => Promise<State>;
}) {
  const t = useTranslations("account.link");
  const [state, formAction, pending] = useActionState(action, null);
  if (state?.ok)
    return (
      <div className="grid gap-4">
        <Alert variant="success">{t("done")}</Alert>
        <Link href="/login" className={buttonVariants()}>
          {t("signIn")}
        </Link>
      </div>
    );
  const errors = state && !state.ok ? state.fieldErrors : {};
  return (
    <form action={formAction} className="grid gap-4">
      {state && !state.ok && !Object.keys(errors).length ? (
        <Alert variant="error">{state.message}</Alert>
      ) : null}
      <input type="hidden" name="token" value={token} />
      <FormField name="password" label={t("password")} hint={t("hint")} errors={errors.password}>
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
      <Button type="submit" disabled={pending}>
        {t("submit")}
      </Button>
    </form>
  );
}
