"use client";

import { useActionState } from "react";

import { useRouter } from "next/navigation";

import { useTranslations } from "next-intl";

import type { ActionResult, FormValues } from "@/lib/actions/result";

import { Button } from "@/components/ui/button";
import { FormError, fieldErrorsOf } from "@/components/ui/form-error";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { FormSelect } from "@/components/ui/form-select";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { useActionOutcome } from "@/components/ui/use-action-outcome";

type State = ActionResult<unknown, FormValues> | null;

/** Name and language of the signed-in user. */
export function ProfileForm({
  action,
  initial,
  languages,
}: {
  action: (state: State, form: FormData) => Promise<State>;
  initial: { name: string; locale: string };
  languages: { value: string; label: string }[];
}) {
  const t = useTranslations("account.profile");
  const router = useRouter();
  const [state, formAction, pending] = useActionState(action, null);
  const values = (state && !state.ok ? state.values : undefined) ?? initial;
  const errors = fieldErrorsOf(state);
  useActionOutcome(state, (result) => {
    if (!result.ok) return;
    toast.success(t("saved"));
    router.refresh();
  });
  return (
    <form action={formAction} className="grid gap-4">
      <FormError state={state} />
      <FormField name="name" label={t("name")} errors={errors.name}>
        <Input
          {...fieldA11y("name", errors.name)}
          defaultValue={String(values.name ?? "")}
          required
          maxLength={200}
        />
      </FormField>
      <FormField name="locale" label={t("language")} errors={errors.locale}>
        <FormSelect
          {...fieldA11y("locale", errors.locale)}
          defaultValue={String(values.locale ?? "")}
          options={[{ value: "", label: t("languageAuto") }, ...languages]}
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
