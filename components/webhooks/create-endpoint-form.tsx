"use client";

import { useActionState, useState } from "react";

import { useRouter } from "next/navigation";

import { useTranslations } from "next-intl";

import type { FormState } from "@/lib/actions/result";
import { createWebhookAction, type CreateValues } from "@/lib/actions/webhooks/create";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";

import { withStepUp } from "@/components/step-up/step-up";

import { kindKey, type Kind } from "./kind-key";

type Created = { id: string; url: string; secret: string; held: boolean };
type State = FormState<CreateValues> | { ok: true; data: Created };

/** Create form (native form + useActionState); the secret appears once, in a copy-once panel. */
export function CreateEndpointForm({ kinds }: { kinds: Kind[] }) {
  const t = useTranslations("webhooks");
  const router = useRouter();
  const [secret, setSecret] = useState<Created | null>(null);
  const [state, action, pending] = useActionState<State, FormData>(async (prev, formData) => {
    const result = await withStepUp(() => createWebhookAction(prev && !prev.ok ? prev : null, formData));
    if (result.ok) {
      setSecret(result.data);
      router.refresh();
    }
    return result;
  }, null);
  const failed = state && !state.ok ? state : null;
  const values = failed?.values;

  return (
    <section className="grid gap-4 rounded-lg border border-zinc-200 bg-white p-4 shadow-sm">
      <h2 className="text-lg font-semibold text-zinc-950">{t("create.title")}</h2>
      {secret ? (
        <div
          className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
          role="status"
        >
          <p className="font-semibold">{t("create.secretTitle")}</p>
          <p className="text-sm">{t("create.secretOnce")}</p>
          {secret.held ? <p className="text-sm">{t("create.secretHeld")}</p> : null}
          <code
            className="rounded bg-white px-2 py-1 font-mono text-sm break-all"
            data-testid="endpoint-secret"
          >
            {secret.secret}
          </code>
          <div className="flex gap-2">
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(secret.secret)
                  .then(() => toast.success(t("create.copied")))
              }
            >
              {t("create.copy")}
            </Button>
            <Button type="button" size="sm" onClick={() => setSecret(null)}>
              {t("create.done")}
            </Button>
          </div>
        </div>
      ) : null}
      {failed?.message ? <Alert variant="error">{failed.message}</Alert> : null}
      <form action={action} className="grid gap-4" noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor="webhook-url">{t("create.url")}</Label>
          <Input
            id="webhook-url"
            name="url"
            type="url"
            required
            defaultValue={values?.url ?? ""}
            aria-invalid={failed?.fieldErrors.url ? true : undefined}
            aria-describedby="webhook-url-error"
          />
          <FieldError id="webhook-url-error" messages={failed?.fieldErrors.url} />
        </div>
        <fieldset className="grid gap-2" aria-describedby="webhook-events-error">
          <legend className="mb-1 text-sm font-medium text-zinc-900">{t("create.kinds")}</legend>
          {kinds.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm text-zinc-800">
              <input
                type="checkbox"
                name="events"
                value={kind}
                defaultChecked={values ? Boolean(values[kind]) : true}
                className="size-4"
              />
              {t(`kinds.${kindKey(kind)}`)} <span className="font-mono text-xs text-zinc-600">{kind}</span>
            </label>
          ))}
          <FieldError id="webhook-events-error" messages={failed?.fieldErrors.events} />
        </fieldset>
        <label className="flex items-center gap-2 text-sm text-zinc-800">
          <input
            type="checkbox"
            name="active"
            defaultChecked={values ? Boolean(values.active) : true}
            className="size-4"
          />
          {t("create.active")}
        </label>
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? t("create.submitting") : t("create.submit")}
          </Button>
        </div>
      </form>
    </section>
  );
}
