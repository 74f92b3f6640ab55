"use client";

import { useActionState } from "react";

import Link from "next/link";

import { useTranslations } from "next-intl";

import type { ActionResult, FormValues } from "@/lib/actions/result";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { fieldA11y, FormField } from "@/components/ui/form-field";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";

type State = ActionResult<{ id: string; producerId: string }, FormValues> | null;

export type ScheduleFormProps = {
  action: (state: State, form: FormData) => Promise<State>;
  /** The report and its filters, as JSON (ScheduleSubjectSchema). */
  subject: string;
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
  action,
  subject,
  formats,
  frequencies,
  recipients,
  zone,
  listHref,
}: ScheduleFormProps) {
  const t = useTranslations("schedules");
  const [state, formAction, pending] = useActionState(action, null);
  const values = (state && !state.ok ? state.values : undefined) ?? {};
  const errors = state && !state.ok ? state.fieldErrors : {};
  const chosen = new Set(String(values.recipients ?? "").split(","));
  if (state?.ok)
    return (
      <Alert variant="success">
        {t("new.saved")}{" "}
        <Link href={listHref} className="font-medium underline">
          {t("new.back")}
        </Link>
      </Alert>
    );
  const select = (name: string, options: { value: string; label: string }[], fallback: string) => (
    <select
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
      {state && !state.ok && !Object.keys(errors).length ? (
        <Alert variant="error">{state.message}</Alert>
      ) : null}
      <input type="hidden" name="subject" value={subject} />
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
      <fieldset className="grid gap-2" aria-describedby="schedule-recipients-hint event-recipients-error">
        <legend className="text-sm font-medium text-zinc-900">{t("new.recipients")}</legend>
        <p id="schedule-recipients-hint" className="text-xs text-zinc-600">
          {recipients.length ? t("new.recipientsHint") : t("new.noRecipients")}
        </p>
        {recipients.map((r) => (
          <label key={r.id} className="flex items-center gap-2 text-sm text-zinc-900">
            <input
              type="checkbox"
              name="recipients"
              value={r.id}
              defaultChecked={chosen.has(r.id)}
              className="size-4"
            />
            {r.name} <span className="text-zinc-600">({r.email})</span>
          </label>
        ))}
        {errors.recipients?.length ? (
          <p id="event-recipients-error" className="text-sm text-red-700">
            {errors.recipients[0]}
          </p>
        ) : null}
      </fieldset>
      <div>
        <Button type="submit" disabled={pending || recipients.length === 0}>
          {t("new.submit")}
        </Button>
      </div>
    </form>
  );
}
