import { z } from "zod";

import { SCHEDULE_FREQUENCIES } from "@/lib/db/schema/schedules";

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

export const SCHEDULE_FIELDS = ["frequency", "weekday", "hour", "format", "recipients"] as const;

/** The submitted values kept with a failure (nothing typed is lost). */
export function scheduleValues(_prev: unknown, form: FormData) {
  const out: Record<string, string> = {};
  for (const key of ["subject", "frequency", "weekday", "hour", "format"])
    out[key] = String(form.get(key) ?? "");
  out.recipients = form.getAll("recipients").map(String).join(",");
  return out;
}
