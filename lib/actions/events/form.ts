import type { z } from "zod";

import type { Event, EventUpdate } from "@/lib/contract";
import { isDateInRange } from "@/lib/contract/constants";
import { fromLocalInput, toLocalInput } from "@/lib/dates";

/**
 * FormData ⇄ event payloads. Datetimes arrive as datetime-local values in DISPLAY_TZ and leave as UTC
 * ISO; what the user typed is kept verbatim in `values` so a failed submit can re-fill the form.
 */
export const CREATE_FLAGS = ["ask_for_cpf", "credit_card_enabled"] as const;
export const UPDATE_FLAGS = [
  "ask_for_cpf",
  "ask_for_rg",
  "credit_card_enabled",
  "tips_enabled",
  "resale_enabled",
  "waitlist_enabled",
] as const;
export type EventFlag = (typeof UPDATE_FLAGS)[number];

export type EventFormValues = {
  producer_id?: string;
  name: string;
  starts_at: string;
  ends_at: string;
  bio: string;
  color: string;
  status?: string;
} & Partial<Record<EventFlag, boolean>>;

export const EVENT_FORM_FIELDS = [
  "producer_id",
  "name",
  "starts_at",
  "ends_at",
  "bio",
  "color",
  "status",
  ...UPDATE_FLAGS,
] as const;

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === "string" ? v : "";
};

export function readEventForm(form: FormData, flags: readonly EventFlag[]): EventFormValues {
  const values: EventFormValues = {
    name: text(form, "name"),
    starts_at: text(form, "starts_at"),
    ends_at: text(form, "ends_at"),
    bio: text(form, "bio"),
    color: text(form, "color").trim(),
  };
  if (form.has("producer_id")) values.producer_id = text(form, "producer_id");
  if (form.has("status")) values.status = text(form, "status");
  for (const flag of flags) values[flag] = form.get(flag) === "on";
  return values;
}

/** Datetime fields that are blank when required or not a valid local date (the schema then sees undefined). */
export type DateProblems = Partial<Record<"starts_at" | "ends_at", "invalid" | "required" | "outOfRange">>;

function convertDates(values: EventFormValues, timeZone: string) {
  const problems: DateProblems = {};
  const convert = (key: "starts_at" | "ends_at") => {
    if (!values[key].trim()) {
      if (key === "starts_at") problems[key] = "required";
      return undefined;
    }
    const iso = fromLocalInput(values[key], timeZone);
    if (!iso) problems[key] = "invalid";
    else if (!isDateInRange(iso)) problems[key] = "outOfRange";
    return iso ?? undefined;
  };
  return { starts_at: convert("starts_at"), ends_at: convert("ends_at"), problems };
}

/** The EventCreate body to validate; empty optional fields are left out. */
export function toCreateInput(
  values: EventFormValues,
  timeZone: string,
): { input: Record<string, unknown>; problems: DateProblems } {
  const { starts_at, ends_at, problems } = convertDates(values, timeZone);
  const input: Record<string, unknown> = {
    producer_id: values.producer_id ?? "",
    name: values.name,
    starts_at,
    ask_for_cpf: values.ask_for_cpf ?? false,
    credit_card_enabled: values.credit_card_enabled ?? false,
  };
  if (ends_at) input.ends_at = ends_at;
  if (values.bio.trim()) input.bio = values.bio;
  if (values.color) input.color = values.color;
  return { input, problems };
}

/** Everything the edit form holds, validated as a whole so rules across fields (end ≥ start) see both. */
export function toUpdateWhole(values: EventFormValues, timeZone: string) {
  const { starts_at, ends_at, problems } = convertDates(values, timeZone);
  const full: Record<string, unknown> = {
    name: values.name,
    starts_at,
    ends_at: ends_at ?? null,
    bio: values.bio,
    color: values.color,
  };
  if (values.status !== undefined) full.status = values.status;
  return { starts_at, ends_at, full, problems };
}

/** The EventUpdate body: only the fields that differ from `current` (an untouched field is not sent). */
export function toUpdateInput(
  values: EventFormValues,
  current: Event,
  timeZone: string,
): { input: EventUpdate; full: Record<string, unknown>; problems: DateProblems } {
  const { starts_at, ends_at, full, problems } = toUpdateWhole(values, timeZone);
  const input: Record<string, unknown> = {};
  if (values.name !== current.name) input.name = values.name;
  if (starts_at && Date.parse(starts_at) !== Date.parse(current.starts_at)) input.starts_at = starts_at;
  const currentEnd = current.ends_at ? Date.parse(current.ends_at) : null;
  if (!values.ends_at.trim()) {
    if (currentEnd !== null) input.ends_at = null;
  } else if (!ends_at || Date.parse(ends_at) !== currentEnd) input.ends_at = ends_at;
  if (values.bio !== (current.bio ?? "")) input.bio = values.bio;
  if (values.color !== (current.color ?? "")) input.color = values.color;
  if (values.status !== undefined && values.status !== current.status) input.status = values.status;
  for (const flag of UPDATE_FLAGS)
    if (values[flag] !== undefined && values[flag] !== current[flag]) input[flag] = values[flag];
  return { input: input as EventUpdate, full, problems };
}

/** Form values showing an existing event (for the edit page's first render). */
export function eventToFormValues(event: Event, timeZone: string): EventFormValues {
  const values: EventFormValues = {
    name: event.name,
    starts_at: toLocalInput(event.starts_at, timeZone),
    ends_at: toLocalInput(event.ends_at, timeZone),
    bio: event.bio ?? "",
    color: event.color ?? "",
    status: event.status,
  };
  for (const flag of UPDATE_FLAGS) values[flag] = event[flag];
  return values;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A zod issue as a message for the person filling the form. */
export function issueMessage(issue: z.core.$ZodIssue, t: Translate): string {
  const field = String(issue.path[0] ?? "");
  if (field === "ends_at" && issue.code === "custom") return t("endBeforeStart");
  if (field === "producer_id") return t("producer");
  if (field === "starts_at" || field === "ends_at")
    return issue.input === undefined ? t("required") : t("invalidDate");
  if (issue.code === "too_small" || (issue.code === "invalid_type" && issue.input === undefined))
    return t("required");
  if (issue.code === "too_big") return t("tooLong", { max: Number(issue.maximum) });
  return issue.message;
}
