import "server-only";

import { invalid, valid, written, type ActionContext } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { getDb } from "@/lib/db/client";
import type { ScheduleKind } from "@/lib/db/schema/schedules";
import { listUsers } from "@/lib/db/users";
import { env } from "@/lib/env";
import {
  FORMATS_BY_KIND,
  ScheduleFormSchema,
  ScheduleSubjectSchema,
  SCHEDULE_FIELDS,
  scheduleValues,
} from "@/lib/schedules/form";
import { refusal } from "@/lib/schedules/recipients";
import { createSchedule } from "@/lib/schedules/store";

import { resolveSubject, SCHEDULE_MESSAGES, type ResolvedSubject } from "./spec";

type Input = {
  subject: ReturnType<typeof ScheduleSubjectSchema.parse>;
  form: ReturnType<typeof ScheduleFormSchema.parse>;
};

/** The create action of `kinds` (one capability each: analytics:read for the borderô and /reports, orders:read for orders). */
export function createScheduleSpec(kinds: readonly ScheduleKind[]) {
  return {
    messages: SCHEDULE_MESSAGES,
    fields: SCHEDULE_FIELDS,
    values: scheduleValues,
    parse: ({ t }: ActionContext, _prev: unknown, form: FormData) => {
      let raw: unknown;
      try {
        raw = JSON.parse(String(form.get("subject") ?? ""));
      } catch {
        raw = null;
      }
      const subject = ScheduleSubjectSchema.safeParse(raw);
      if (!subject.success || !kinds.includes(subject.data.kind))
        return invalid({ subject: [t("validation")] });
      const fields = ScheduleFormSchema.safeParse({
        frequency: form.get("frequency"),
        weekday: form.get("weekday") || undefined,
        hour: form.get("hour"),
        format: form.get("format"),
        recipients: form.getAll("recipients").map(String),
      });
      if (!fields.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of fields.error.issues)
          errors[String(issue.path[0] ?? "frequency")] = [t(`field.${String(issue.path[0])}` as never)];
        return invalid(errors);
      }
      const formats: readonly string[] = FORMATS_BY_KIND[subject.data.kind];
      if (!formats.includes(fields.data.format)) return invalid({ format: [t("field.format")] });
      if (fields.data.frequency === "event_end" && subject.data.kind === "report")
        return invalid({ frequency: [t("field.frequency")] });
      return valid<Input>({ subject: subject.data, form: fields.data });
    },
    target: async ({ subject }: Input, { user }: ActionContext) => {
      const resolved = await resolveSubject(user, subject);
      return resolved ? { producerId: resolved.producerId, before: resolved } : null;
    },
    write: async (
      { subject, form }: Input,
      { before }: { before: ResolvedSubject },
      { user, t }: ActionContext,
    ) => {
      const db = await getDb();
      const byId = new Map((await listUsers(db)).map((u) => [u.id, u]));
      // Chosen team members only: each must exist and may see this producer and this report.
      const refused = form.recipients.filter((id) => {
        const u = byId.get(id);
        return !u || refusal(u, subject.kind, before.producerId) !== null;
      });
      if (refused.length) return invalid({ recipients: [t("field.recipients")] });
      const name = before.eventName ?? before.producerName;
      const row = await createSchedule(
        db,
        {
          producerId: before.producerId,
          kind: subject.kind,
          params: before.params,
          format: form.format,
          frequency: form.frequency,
          weekday: form.frequency === "weekly" ? (form.weekday ?? 1) : null,
          hour: form.hour,
          title: t(`title.${subject.kind}` as never, { name } as never),
          createdBy: user.id,
          recipientIds: form.recipients,
        },
        new Date(),
        env().DISPLAY_TZ,
      );
      return written({ ...row, recipients: form.recipients });
    },
    audit: {
      action: "report_schedule.create",
      targetType: "report_schedule",
      targetId: (after: { id: string }) => after.id,
    },
    revalidate: () => [["/reports/schedules"] as const],
    done: (after: { id: string; producerId: string }) =>
      success({ id: after.id, producerId: after.producerId }),
  };
}
