import "server-only";

import type { ActionContext } from "@/lib/actions/pipeline";
import { can } from "@/lib/auth/policy";
import type { SessionUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import type { ReportScheduleRow } from "@/lib/db/schema";
import { isPreset } from "@/lib/notifications/report-presets";
import { getEventInScope } from "@/lib/partner/events";
import { reportProducer } from "@/lib/reports/scope";
import type { ReportKind, ScheduleSubject } from "@/lib/schedules/form";
import { KIND_CAPABILITY } from "@/lib/schedules/recipients";
import { getSchedule, recipientIdsOf } from "@/lib/schedules/store";
import { isUuid } from "@/lib/uuid";

export const SCHEDULE_MESSAGES = "schedules.actions";

/** What a new schedule is for, read from the API in the user's scope: its producer, title and timing facts. */
export type ResolvedSubject = {
  producerId: string;
  producerName: string;
  eventName: string | null;
  params: Record<string, string>;
};

/** The subject's producer (and event), or null when missing or out of the user's scope (same answer). */
export async function resolveSubject(
  user: SessionUser,
  subject: ScheduleSubject,
): Promise<ResolvedSubject | null> {
  if (subject.kind === "report") {
    const producer = await reportProducer(user, subject.producer);
    if (!producer) return null;
    const { from, to } = subject;
    // The captured range keeps its length; each send ends it on the day it is sent (lib/schedules/files.ts).
    const days = from && to ? Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1 : 30;
    return {
      producerId: producer.id,
      producerName: producer.name,
      eventName: null,
      params: { days: String(Math.min(Math.max(days, 1), 731)) },
    };
  }
  const event = await getEventInScope(user, subject.eventId);
  if (!event) return null;
  const params: Record<string, string> = { eventId: event.id, endsAt: event.ends_at ?? event.starts_at };
  if (subject.kind === "orders") {
    params.rows = subject.rows;
    if (subject.payment_status) params.payment_status = subject.payment_status;
    if (subject.since) params.since = subject.since;
  }
  return { producerId: event.producer.id, producerName: event.producer.name, eventName: event.name, params };
}

/** A producer's schedule by id for pause/delete (presets are nobody's to change here: missing). */
export async function loadSchedule(
  id: string,
): Promise<{ producerId: string; before: ReportScheduleRow } | null> {
  if (!isUuid(id) || isPreset(id)) return null;
  const row = await getSchedule(await getDb(), id);
  return row ? { producerId: row.producerId, before: row } : null;
}

/** Whoever may read the report may pause, edit or delete its schedule (the pipeline re-checks the producer). */
export const mayManageSchedule = (
  { before }: { before: Pick<ReportScheduleRow, "kind"> },
  { user }: Pick<ActionContext, "user">,
) => can(user, KIND_CAPABILITY[before.kind]);

/** A schedule as its edit reads it: a team member's report (never a preset), with its recipients' ids. */
export type EditableSchedule = ReportScheduleRow & { kind: ReportKind; recipients: string[] };

export async function loadEditableSchedule(
  id: string,
): Promise<{ producerId: string; before: EditableSchedule } | null> {
  const found = await loadSchedule(id);
  if (!found) return null;
  const { before } = found;
  if (before.kind === "sales") return null;
  const recipients = await recipientIdsOf(await getDb(), before.id);
  return { producerId: found.producerId, before: { ...before, kind: before.kind, recipients } };
}
