"use server";

import { z } from "zod";

import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { deleteSchedule, setPaused } from "@/lib/schedules/store";

import { loadSchedule, mayManageSchedule, SCHEDULE_MESSAGES } from "./spec";

const Pause = z.object({ id: z.uuid(), paused: z.boolean() });

export const pauseScheduleAction = defineAction({
  capability: "events:read",
  messages: SCHEDULE_MESSAGES,
  parse: ({ t }, id: string, paused: boolean) => {
    const parsed = Pause.safeParse({ id, paused });
    return parsed.success ? valid(parsed.data) : invalid({ id: [t("notFound")] });
  },
  target: ({ id }) => loadSchedule(id),
  allowed: mayManageSchedule,
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
  allowed: mayManageSchedule,
  write: async ({ id }, { before }) => {
    await deleteSchedule(await getDb(), id);
    return written(before);
  },
  audit: { action: "report_schedule.delete", targetType: "report_schedule", targetId: (after) => after.id },
  revalidate: () => [["/reports/schedules"]],
  done: (after) => success({ id: after.id }),
});
