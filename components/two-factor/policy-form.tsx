"use client";

import { useActionState } from "react";

import { useTranslations } from "next-intl";

import type { ActionResult } from "@/lib/actions/result";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/components/ui/toaster";
import { useActionOutcome } from "@/components/ui/use-action-outcome";

import { withStepUp } from "@/components/step-up/step-up";

type State = ActionResult<{ roles: string[] }> | null;

/** Which roles must use two-factor: one checkbox per role. */
export function TwoFactorPolicyForm({
  action,
  roles,
  required,
}: {
  action: (state: State, form: FormData) => Promise<State>;
  roles: { value: string; label: string }[];
  required: string[];
}) {
  const t = useTranslations("twoFactor.policy");
  const [state, formAction, pending] = useActionState(
    (prev: State, form: FormData) => withStepUp(() => action(prev, form)),
    null,
  );
  useActionOutcome(state, (r) => {
    if (r?.ok) toast.success(t("saved"));
  });
  return (
    <form action={formAction} className="grid gap-3" aria-label={t("title")}>
      {state && !state.ok ? <Alert variant="error">{state.message}</Alert> : null}
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="sr-only">{t("title")}</legend>
        {roles.map((r) => (
          <Checkbox
            key={r.value}
            id={`two-factor-role-${r.value}`}
            name="roles"
            value={r.value}
            label={r.label}
            defaultChecked={required.includes(r.value)}
          />
        ))}
      </fieldset>
      <div>
        <Button type="submit" variant="secondary" disabled={pending}>
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
