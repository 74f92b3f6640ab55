"use client";

import { useActionState } from "react";

import { useTranslations } from "next-intl";

import type { ActionResult, FormValues } from "@/lib/actions/result";

import { Button } from "@/components/ui/button";
import { FormError, fieldErrorsOf } from "@/components/ui/form-error";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { FormSelect } from "@/components/ui/form-select";
import { Input } from "@/components/ui/input";

import { withStepUp } from "@/components/step-up/step-up";

import { OneTimeLink, type LinkDelivery } from "./one-time-link";
import { ProducerChecklist } from "./producer-checklist";

type State = ActionResult<LinkDelivery & { email: string }, FormValues> | null;

/** E-mail, name, role and producers; once sent, the link is e-mailed or shown here once. */
export function InviteForm({
  action,
  roles,
  producers,
}: {
  action: (state: State, form: FormData) => Promise<State>;
  roles: { value: string; label: string }[];
  producers: { id: string; name: string }[];
}) {
  const t = useTranslations("team.invite");
  const [state, formAction, pending] = useActionState(
    (prev: State, form: FormData) => withStepUp(() => action(prev, form)),
    null,
  );
  const values = (state && !state.ok ? state.values : undefined) ?? { role: "staff" };
  const errors = fieldErrorsOf(state);
  if (state?.ok) return <OneTimeLink delivery={state.data} email={state.data.email} />;
  return (
    <form action={formAction} className="grid gap-4">
      <FormError state={state} />
      <FormField name="email" label={t("email")} errors={errors.email}>
        <Input
          {...fieldA11y("email", errors.email)}
          type="email"
          defaultValue={String(values.email ?? "")}
          required
        />
      </FormField>
      <FormField name="name" label={t("name")} errors={errors.name}>
        <Input
          {...fieldA11y("name", errors.name)}
          defaultValue={String(values.name ?? "")}
          required
          maxLength={200}
        />
      </FormField>
      <FormField name="role" label={t("role")} errors={errors.role}>
        <FormSelect
          {...fieldA11y("role", errors.role)}
          defaultValue={String(values.role ?? "staff")}
          options={roles}
        />
      </FormField>
      <ProducerChecklist
        legend={t("producers")}
        hint={t("producersHint")}
        producers={producers}
        checked={[]}
      />
      <div>
        <Button type="submit" disabled={pending}>
          {t("submit")}
        </Button>
      </div>
    </form>
  );
}
