import { z } from "zod";

import { SCHEDULE_FREQUENCIES, type ScheduleFrequency } from "@/lib/db/schema/schedules";

/** The report a schedule is made for, as the "Agendar envio" links carry it (the download's own filters). */
export const ScheduleSubjectSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("settlement"), eventId: z.string().min(1).max(100) }),
  z.object({
    kind: z.literal("orders"),
    eventId: z.string().min(1).max(100),
    rows: z.enum(["item", "order"]).catch("item"),
    payment_status: z.string().max(40).optional(),
    since: z.iso.datetime({ offset: true }).optional().catch(undefined),
  }),
  z.object({
    kind: z.literal("report"),
    producer: z.string().min(1).max(100),
    from: z.string().max(10).optional(),
    to: z.string().max(10).optional(),
  }),
]);
export type ScheduleSubject = z.infer<typeof ScheduleSubjectSchema>;

/** Formats each report offers (the download routes'). */
export const FORMATS_BY_KIND = {
  settlement: ["pdf", "xlsx", "csv"],
  report: ["xlsx", "csv"],
  orders: ["csv"],
} as const;

/** The reports a team member schedules (the sales e-mail is a preset's, not theirs). */
export type ReportKind = keyof typeof FORMATS_BY_KIND;

/** How often each report may go: /reports has no event, so no "once when the event ends". */
export const FREQUENCIES_BY_KIND: Record<ReportKind, readonly ScheduleFrequency[]> = {
  settlement: SCHEDULE_FREQUENCIES,
  report: ["daily", "weekly"],
  orders: SCHEDULE_FREQUENCIES,
};

/** The form's timing, format and recipients (the subject travels in hidden fields). */
export const ScheduleFormSchema = z
  .object({
    frequency: z.enum(SCHEDULE_FREQUENCIES),
    weekday: z.coerce.number().int().min(0).max(6).optional(),
    hour: z.coerce.number().int().min(0).max(23),
    format: z.enum(["pdf", "xlsx", "csv"]),
    recipients: z.array(z.uuid()).min(1).max(100),
  })
  .refine((v) => v.frequency !== "weekly" || v.weekday !== undefined, { path: ["weekday"] });

export type ScheduleFormInput = z.infer<typeof ScheduleFormSchema>;

/** The field whose answer this report does not offer (its format or its frequency), or null. */
export function kindMismatch(
  kind: ReportKind,
  form: Pick<ScheduleFormInput, "format" | "frequency">,
): "format" | "frequency" | null {
  if (!(FORMATS_BY_KIND[kind] as readonly string[]).includes(form.format)) return "format";
  if (!FREQUENCIES_BY_KIND[kind].includes(form.frequency)) return "frequency";
  return null;
}

/** The timing stored for the form's answer: a weekday only for a weekly schedule (Monday if none came). */
export function formTiming({ frequency, weekday, hour }: ScheduleFormInput) {
  return { frequency, weekday: frequency === "weekly" ? (weekday ?? 1) : null, hour };
}

/** Whether an edit changes nothing (recipients compared as a set): nothing to write or audit. */
export function sameEdit(
  before: {
    format: string;
    frequency: string;
    weekday: number | null;
    hour: number;
    recipients: readonly string[];
  },
  edit: {
    format: string;
    frequency: string;
    weekday: number | null;
    hour: number;
    recipientIds: readonly string[];
  },
): boolean {
  const chosen = new Set(edit.recipientIds);
  return (
    before.format === edit.format &&
    before.frequency === edit.frequency &&
    (before.weekday ?? null) === edit.weekday &&
    before.hour === edit.hour &&
    chosen.size === new Set(before.recipients).size &&
    before.recipients.every((id) => chosen.has(id))
  );
}

export const SCHEDULE_FIELDS = ["frequency", "weekday", "hour", "format", "recipients"] as const;

/** The submitted values kept with a failure (nothing typed is lost). */
export function scheduleValues(_prev: unknown, form: FormData) {
  const out: Record<string, string> = {};
  for (const key of ["subject", "frequency", "weekday", "hour", "format"])
    out[key] = String(form.get(key) ?? "");
  out.recipients = form.getAll("recipients").map(String).join(",");
  return out;
}
