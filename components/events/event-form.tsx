"use client";

import { useActionState, useRef } from "react";

import Link from "next/link";

import { useTranslations } from "next-intl";

import type { EventFlag, EventFormValues } from "@/lib/actions/events/form";
import type { FormState } from "@/lib/actions/result";
import type { ProducerRef } from "@/lib/contract";
import { EVENT_STATUSES } from "@/lib/contract/constants";

import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { fieldA11y, FormField, FormSection } from "@/components/ui/form-field";
import { FormSelect } from "@/components/ui/form-select";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { focusFirstInvalid, useActionOutcome } from "@/components/ui/use-action-outcome";

import { ColorField } from "./color-field";

type Props = {
  mode: "create" | "edit";
  action: (state: FormState<EventFormValues>, form: FormData) => Promise<FormState<EventFormValues>>;
  initial: EventFormValues;
  flags: readonly EventFlag[];
  producers?: ProducerRef[];
  /** Computed on the server: ICU zone names differ between Node and browsers (hydration). */
  timeZoneName: string;
  cancelHref: string;
};

/**
 * Create and edit share this form: native <form action> + useActionState. After a failed submit the
 * action returns what was typed and every field re-fills from it; errors sit beside their fields.
 */
export function EventForm({ mode, action, initial, flags, producers, timeZoneName, cancelHref }: Props) {
  const t = useTranslations("events");
  const [state, formAction, pending] = useActionState(action, null);
  const values = state?.values ?? initial;
  const errors = state?.fieldErrors ?? {};
  const a11y = (name: string, hint = false) => fieldA11y(name, errors[name], hint);
  const formRef = useRef<HTMLFormElement>(null);

  useActionOutcome(state, () => focusFirstInvalid(formRef.current));

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      className="grid gap-6"
      aria-describedby="event-form-status"
    >
      {/* Always in the DOM so the message is announced; collapses (gap included) while empty. */}
      <div id="event-form-status" aria-live="polite" className="empty:-mb-6">
        {state ? <Alert variant="error">{state.message}</Alert> : null}
      </div>
      <div className="rounded-lg border border-zinc-200 bg-white p-6 shadow-sm">
        <FormSection title={t("form.sectionBasics")}>
          {mode === "create" ? (
            <FormField name="producer_id" label={t("form.producer")} errors={errors.producer_id}>
              <FormSelect
                {...a11y("producer_id")}
                defaultValue={values.producer_id}
                aria-required="true"
                options={(producers ?? []).map((p) => ({ value: p.slug, label: p.name }))}
              />
            </FormField>
          ) : null}
          <FormField name="name" label={t("form.name")} errors={errors.name}>
            <Input {...a11y("name")} defaultValue={values.name} aria-required="true" autoComplete="off" />
          </FormField>
          {mode === "edit" ? (
            <FormField name="status" label={t("form.status")} errors={errors.status}>
              <FormSelect
                {...a11y("status")}
                defaultValue={values.status}
                className="max-w-60"
                options={EVENT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              />
            </FormField>
          ) : null}
        </FormSection>
        <FormSection
          title={t("form.sectionSchedule")}
          description={t("form.sectionScheduleHint", { tz: timeZoneName })}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField name="starts_at" label={t("form.startsAt")} errors={errors.starts_at}>
              <Input
                {...a11y("starts_at")}
                type="datetime-local"
                defaultValue={values.starts_at}
                aria-required="true"
              />
            </FormField>
            <FormField
              name="ends_at"
              label={t("form.endsAt")}
              optionalLabel={t("form.optional")}
              errors={errors.ends_at}
            >
              <Input {...a11y("ends_at")} type="datetime-local" defaultValue={values.ends_at} />
            </FormField>
          </div>
        </FormSection>
        <FormSection title={t("form.sectionDescription")}>
          <FormField
            name="bio"
            label={t("form.bio")}
            optionalLabel={t("form.optional")}
            hint={t("form.bioHint")}
            errors={errors.bio}
          >
            <Textarea
              {...a11y("bio", true)}
              defaultValue={values.bio}
              rows={6}
              className="font-mono text-[13px]"
            />
          </FormField>
          <FormField
            name="color"
            label={t("form.color")}
            optionalLabel={t("form.optional")}
            hint={t("form.colorHint")}
            errors={errors.color}
          >
            <ColorField
              defaultValue={values.color}
              errors={errors.color}
              pickerLabel={t("form.colorPicker")}
            />
          </FormField>
        </FormSection>
        <FormSection title={t("form.sectionCheckout")}>
          <div className="grid gap-4 sm:grid-cols-2">
            {flags.map((flag) => (
              <Checkbox
                key={flag}
                id={`event-${flag}`}
                name={flag}
                defaultChecked={Boolean(values[flag])}
                label={t(`flags.${flag}.label`)}
                hint={t(`flags.${flag}.hint`)}
              />
            ))}
          </div>
        </FormSection>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link href={cancelHref} className={buttonVariants({ variant: "ghost" })}>
          {t("form.cancel")}
        </Link>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? t("form.saving") : mode === "create" ? t("form.submitCreate") : t("form.submitEdit")}
        </Button>
      </div>
    </form>
  );
}
