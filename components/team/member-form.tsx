"use client";

import { useActionState } from "react";

import { useRouter } from "next/navigation";

import { useTranslations } from "next-intl";

import type { ActionResult } from "@/lib/actions/result";
import { changeMemberAction } from "@/lib/actions/team/member";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { FormSelect } from "@/components/ui/form-select";
import { toast } from "@/components/ui/toaster";
import { useActionOutcome } from "@/components/ui/use-action-outcome";

import { withStepUp } from "@/components/step-up/step-up";

import { ProducerChecklist } from "./producer-checklist";

type State = ActionResult<unknown> | null;

/** A member's role and producers. */
export function MemberForm({
  id,
  role,
  producerIds,
  roles,
  producers,
}: {
  id: string;
  role: string;
  producerIds: readonly string[];
  roles: { value: string; label: string }[];
  producers: { id: string; name: string }[];
}) {
  const t = useTranslations("team.member");
  const router = useRouter();
  const [state, formAction, pending] = useActionState(
    (_prev: State, form: FormData) =>
      withStepUp(() =>
        changeMemberAction(id, {
          role: String(form.get("role") ?? ""),
          producerIds: form.getAll("producerIds").map(String),
        }),
      ),
    null,
  );
  useActionOutcome(state, (result) => {
    if (!result.ok) return;
    toast.success(t("saved"));
    router.refresh();
  });
  return (
    <form action={formAction} className="grid gap-4">
      {state && !state.ok ? <Alert variant="error">{state.message}</Alert> : null}
      <FormField name="role" label={t("role")}>
        <FormSelect {...fieldA11y("role", undefined)} defaultValue={role} options={roles} />
      </FormField>
      <ProducerChecklist
        legend={t("producers")}
        hint={t("producersHint")}
        producers={producers}
        checked={producerIds}
      />
      <div>
        <Button type="submit" disabled={pending}>
          {t("save")}
        </Button>
      </div>
    </form>
  );
}
