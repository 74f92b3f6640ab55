"use client";

import { useActionState, useRef } from "react";

import { useTranslations } from "next-intl";

import type { ActionResult, FormValues } from "@/lib/actions/result";

import { Button } from "@/components/ui/button";
import { FormError, fieldErrorsOf } from "@/components/ui/form-error";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { focusFirstInvalid, useActionOutcome } from "@/components/ui/use-action-outcome";

import { NewPasswordFields } from "./new-password-fields";

type State = ActionResult<unknown, FormValues> | null;

/** Current password, then the new one twice; the fields are never sent back filled. */
export function PasswordForm({ action }: { action: (state: State, form: FormData) => Promise<State> }) {
  const t = useTranslations("account.password");
  const form = useRef<HTMLFormElement>(null);
  const [state, formAction, pending] = useActionState(action, null);
  const errors = fieldErrorsOf(state);
  useActionOutcome(state, (result) => {
    if (result.ok) {
      toast.success(t("saved"));
      form.current?.reset();
    } else focusFirstInvalid(form.current);
  });
  return (
    <form ref={form} action={formAction} className="grid gap-4">
      <FormError state={state} />
      <FormField name="current" label={t("current")} errors={errors.current}>
        <Input
          {...fieldA11y("current", errors.current)}
          type="password"
          autoComplete="current-password"
          required
        />
      </FormField>
      <NewPasswordFields
        labels={{ password: t("new"), hint: t("hint"), confirm: t("confirm") }}
        errors={errors}
      />
      <div>
        <Button type="submit" disabled={pending}>
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
