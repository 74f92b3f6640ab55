import "server-only";

import { invalid, valid, type ActionContext, type Invalid, type Parsed } from "@/lib/actions/pipeline";
import type { ScheduleKind } from "@/lib/db/schema/schedules";
import type { Db } from "@/lib/db/types";
import { listUsers } from "@/lib/db/users";
import {
  kindMismatch,
  ScheduleFormSchema,
  type ReportKind,
  type ScheduleFormInput,
} from "@/lib/schedules/form";
import { refusedRecipients } from "@/lib/schedules/recipients";

type T = ActionContext["t"];

/** The form's timing, format and recipients (create and edit alike), each refusal beside its field. */
export function parseScheduleFields(t: T, form: FormData): Parsed<ScheduleFormInput> {
  const fields = ScheduleFormSchema.safeParse({
    frequency: form.get("frequency"),
    weekday: form.get("weekday") || undefined,
    hour: form.get("hour"),
    format: form.get("format"),
    recipients: form.getAll("recipients").map(String),
  });
  if (fields.success) return valid(fields.data);
  const errors: Record<string, string[]> = {};
  for (const issue of fields.error.issues)
    errors[String(issue.path[0] ?? "frequency")] = [t(`field.${String(issue.path[0])}` as never)];
  return invalid(errors);
}

/** A format or frequency this report does not offer, as that field's error. */
export function kindError(t: T, kind: ReportKind, form: ScheduleFormInput): Invalid | null {
  const field = kindMismatch(kind, form);
  return field ? invalid({ [field]: [t(`field.${field}` as never)] }) : null;
}

/** Chosen team members only: each must exist and may see this producer and this report. */
export async function recipientsError(
  db: Db,
  t: T,
  kind: ScheduleKind,
  producerId: string,
  chosen: readonly string[],
): Promise<Invalid | null> {
  const refused = refusedRecipients(await listUsers(db), chosen, kind, producerId);
  return refused.length ? invalid({ recipients: [t("field.recipients")] }) : null;
}
