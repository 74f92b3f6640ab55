"use client";

import { useActionState } from "react";

import Link from "next/link";

import { useTranslations } from "next-intl";

import type { ActionResult } from "@/lib/actions/result";

import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { FormError, fieldErrorsOf } from "@/components/ui/form-error";

import { NewPasswordFields } from "@/components/account/new-password-fields";

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
  const errors = fieldErrorsOf(state);
  return (
    <form action={formAction} className="grid gap-4">
      <FormError state={state} />
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields
        labels={{ password: t("password"), hint: t("hint"), confirm: t("confirm") }}
        errors={errors}
      />
      <Button type="submit" disabled={pending}>
        {t("submit")}
      </Button>
    </form>
  );
}
