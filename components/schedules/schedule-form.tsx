"use client";

import { useActionState } from "react";

import Link from "next/link";

import { useTranslations } from "next-intl";

import type { ActionResult, FormValues } from "@/lib/actions/result";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormChecklist } from "@/components/ui/form-checklist";
import { FormError, fieldErrorsOf } from "@/components/ui/form-error";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";

type State = ActionResult<{ id: string; producerId: string }, FormValues> | null;

export type ScheduleFormProps = {
  /** `new` schedules `subject`; `edit` changes a schedule (its id bound into `action`) from `initial`. */
  mode: "new" | "edit";
  action: (state: State, form: FormData) => Promise<State>;
  /** The report and its filters, as JSON (ScheduleSubjectSchema); a new schedule's only. */
  subject?: string;
  /** The schedule's values, as the form submits them (recipients comma-separated). */
  initial?: FormValues;
  formats: readonly string[];
  frequencies: readonly string[];
  recipients: { id: string; name: string; email: string }[];
  zone: string;
  listHref: string;
};

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

/** Frequency (daily, weekly on a weekday, once at the event's end), local hour, format, recipients. */
export function ScheduleForm({
  mode,
  action,
  subject,
  initial,
  formats,
  frequencies,
  recipients,
  zone,
  listHref,
}: ScheduleFormProps) {
  const t = useTranslations("schedules");
  const [state, formAction, pending] = useActionState(action, null);
  const values = (state && !state.ok ? state.values : undefined) ?? initial ?? {};
  const errors = fieldErrorsOf(state);
  const chosen = String(values.recipients ?? "").split(",");
  if (state?.ok)
    return (
      <Alert variant="success">
        {t(`${mode}.saved`)}{" "}
        <Link href={listHref} className="font-medium underline">
          {t("new.back")}
        </Link>
      </Alert>
    );
  const select = (name: string, options: { value: string; label: string }[], fallback: string) => (
    // React sets a native select's default only when it mounts, and resets the form after each action:
    // keyed by its default, a refused save remounts it with the value just submitted.
    <select
      key={String(values[name] || fallback)}
      {...fieldA11y(name, errors[name])}
      defaultValue={String(values[name] || fallback)}
      className={SELECT_TRIGGER_CLASS}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
  return (
    <form action={formAction} className="grid max-w-xl gap-4">
      <FormError state={state} />
      {subject ? <input type="hidden" name="subject" value={subject} /> : null}
      <FormField name="frequency" label={t("new.frequency")} errors={errors.frequency}>
        {select(
          "frequency",
          frequencies.map((f) => ({ value: f, label: t(`new.${f}` as "new.daily") })),
          "weekly",
        )}
      </FormField>
      <FormField name="weekday" label={t("new.weekday")} errors={errors.weekday}>
        {select(
          "weekday",
          WEEKDAYS.map((d) => ({ value: String(d), label: t(`weekdays.${d}` as "weekdays.1") })),
          "1",
        )}
      </FormField>
      <FormField name="hour" label={t("new.hour", { zone })} errors={errors.hour}>
        {select(
          "hour",
          HOURS.map((h) => ({ value: String(h), label: `${String(h).padStart(2, "0")}:00` })),
          "7",
        )}
      </FormField>
      <FormField name="format" label={t("new.format")} errors={errors.format}>
        {select(
          "format",
          formats.map((f) => ({ value: f, label: f.toUpperCase() })),
          formats[0],
        )}
      </FormField>
      <FormChecklist
        name="recipients"
        legend={t("new.recipients")}
        hint={recipients.length ? t("new.recipientsHint") : t("new.noRecipients")}
        items={recipients.map((r) => ({
          id: r.id,
          label: (
            <>
              {r.name} <span className="text-zinc-600">({r.email})</span>
            </>
          ),
        }))}
        checked={chosen}
        errors={errors.recipients}
      />
      <div>
        <Button type="submit" disabled={pending || recipients.length === 0}>
          {t(`${mode}.submit`)}
        </Button>
      </div>
    </form>
  );
}
