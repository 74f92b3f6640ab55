"use server";

import { z } from "zod";

import { defineAction, invalid, unchanged, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { formTiming, SCHEDULE_FIELDS, scheduleValues, sameEdit } from "@/lib/schedules/form";
import { updateSchedule } from "@/lib/schedules/store";

import { kindError, parseScheduleFields, recipientsError } from "./form-checks";
import { loadEditableSchedule, mayManageSchedule, SCHEDULE_MESSAGES, type EditableSchedule } from "./spec";

// A schedule's timing, format and recipients (Palco's own data; its report and filters stay as created).
export const updateScheduleAction = defineAction({
  capability: "events:read",
  messages: SCHEDULE_MESSAGES,
  fields: SCHEDULE_FIELDS,
  values: (_id: string, prev: unknown, form: FormData) => scheduleValues(prev, form),
  parse: ({ t }, id: string, _prev: unknown, form: FormData) => {
    if (!z.uuid().safeParse(id).success) return invalid({ id: [t("notFound")] });
    const fields = parseScheduleFields(t, form);
    return fields.kind === "invalid" ? fields : valid({ id, form: fields.data });
  },
  target: ({ id }) => loadEditableSchedule(id),
  allowed: mayManageSchedule,
  write: async ({ form }, { before }, { t }) => {
    const mismatch = kindError(t, before.kind, form);
    if (mismatch) return mismatch;
    const db = await getDb();
    const refused = await recipientsError(db, t, before.kind, before.producerId, form.recipients);
    if (refused) return refused;
    const edit = { format: form.format, ...formTiming(form), recipientIds: form.recipients };
    if (sameEdit(before, edit)) return unchanged<EditableSchedule>(before);
    const row = await updateSchedule(db, before, edit, new Date(), env().DISPLAY_TZ);
    if (!row) return invalid({}, t("notFound"));
    return written<EditableSchedule>({
      ...row,
      kind: before.kind,
      recipients: [...new Set(form.recipients)].sort(),
    });
  },
  audit: { action: "report_schedule.update", targetType: "report_schedule", targetId: (after) => after.id },
  revalidate: () => [["/reports/schedules"]],
  done: (after) => success({ id: after.id, producerId: after.producerId }),
});
