import "server-only";

import { invalid, valid, written, type ActionContext } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import {
  formTiming,
  ScheduleSubjectSchema,
  SCHEDULE_FIELDS,
  scheduleValues,
  type ReportKind,
  type ScheduleFormInput,
} from "@/lib/schedules/form";
import { createSchedule } from "@/lib/schedules/store";

import { kindError, parseScheduleFields, recipientsError } from "./form-checks";
import { resolveSubject, SCHEDULE_MESSAGES, type ResolvedSubject } from "./spec";

type Input = {
  subject: ReturnType<typeof ScheduleSubjectSchema.parse>;
  form: ScheduleFormInput;
};

/** The create action of `kinds` (one capability each: analytics:read for the borderô and /reports, orders:read for orders). */
export function createScheduleSpec(kinds: readonly ReportKind[]) {
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
      const fields = parseScheduleFields(t, form);
      if (fields.kind === "invalid") return fields;
      const mismatch = kindError(t, subject.data.kind, fields.data);
      if (mismatch) return mismatch;
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
      const refused = await recipientsError(db, t, subject.kind, before.producerId, form.recipients);
      if (refused) return refused;
      const name = before.eventName ?? before.producerName;
      const row = await createSchedule(
        db,
        {
          producerId: before.producerId,
          kind: subject.kind,
          params: before.params,
          format: form.format,
          ...formTiming(form),
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
