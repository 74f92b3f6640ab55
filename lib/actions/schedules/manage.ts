"use server";

import { z } from "zod";

import { defineAction, invalid, valid, written, type ActionContext } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { can } from "@/lib/auth/policy";
import { getDb } from "@/lib/db/client";
import type { ReportScheduleRow } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { KIND_CAPABILITY } from "@/lib/schedules/recipients";
import { deleteSchedule, setPaused } from "@/lib/schedules/store";

import { loadSchedule, SCHEDULE_MESSAGES } from "./spec";

const Pause = z.object({ id: z.uuid(), paused: z.boolean() });
// Whoever may read the report may pause or delete its schedule (the producer is re-checked by the pipeline).
const mayManage = ({ before }: { before: ReportScheduleRow }, { user }: ActionContext) =>
  can(user, KIND_CAPABILITY[before.kind]);

export const pauseScheduleAction = defineAction({
  capability: "events:read",
  messages: SCHEDULE_MESSAGES,
  parse: ({ t }, id: string, paused: boolean) => {
    const parsed = Pause.safeParse({ id, paused });
    return parsed.success ? valid(parsed.data) : invalid({ id: [t("notFound")] });
  },
  target: ({ id }) => loadSchedule(id),
  allowed: mayManage,
  write: async ({ paused }, { before }) =>
    written(await setPaused(await getDb(), before, paused, new Date(), env().DISPLAY_TZ)),
  audit: { action: "report_schedule.pause", targetType: "report_schedule", targetId: (after) => after.id },
  revalidate: () => [["/reports/schedules"]],
  done: (after) => success({ id: after.id, paused: after.paused }),
});

export const deleteScheduleAction = defineAction({
  capability: "events:read",
  messages: SCHEDULE_MESSAGES,
  parse: ({ t }, id: string) =>
    z.uuid().safeParse(id).success ? valid({ id }) : invalid({ id: [t("notFound")] }),
  target: ({ id }) => loadSchedule(id),
  allowed: mayManage,
  write: async ({ id }, { before }) => {
    await deleteSchedule(await getDb(), id);
    return written(before);
  },
  audit: { action: "report_schedule.delete", targetType: "report_schedule", targetId: (after) => after.id },
  revalidate: () => [["/reports/schedules"]],
  done: (after) => success({ id: after.id }),
});
