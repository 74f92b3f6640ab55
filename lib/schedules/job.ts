import { z } from "zod";

import { env } from "@/lib/env";
import { defineJob } from "@/lib/jobs/define";

import { sendSlot } from "./send";
import { advance, dueSchedules, getSchedule } from "./store";

const Input = z.object({
  /** The clock the run reads (tests and the e2e hook drive it); the firing's own time otherwise. */
  now: z.iso.datetime().optional(),
});

const itemKey = (id: string, dueAt: Date) => `${id}@${dueAt.toISOString()}`;

/**
 * Every scheduled report (the daily and weekly sales e-mails are two of them): each hour, one item per
 * schedule whose slot has come, keyed by schedule and slot so a resumed run repeats none. The item sends
 * the slot (logging each recipient's outcome) and then moves the schedule to its next slot in DISPLAY_TZ.
 */
export const reportSchedulesJob = defineJob({
  name: "report-schedules",
  input: Input,
  concurrency: 1,
  // On the hour, in DISPLAY_TZ (schedules are set to a local hour).
  schedule: { cron: "0 * * * *", tz: () => env().DISPLAY_TZ, input: {} },
  async items(input, { db }) {
    const now = input.now ? new Date(input.now) : new Date();
    const due = await dueSchedules(db, now, env().DISPLAY_TZ);
    return due.flatMap((s) => (s.nextRunAt ? [itemKey(s.id, s.nextRunAt)] : []));
  },
  async runItem({ db, signal }, key) {
    const at = key.lastIndexOf("@");
    const [id, dueAt] = [key.slice(0, at), new Date(key.slice(at + 1))];
    const schedule = await getSchedule(db, id);
    if (!schedule) return { status: "done", detail: "schedule deleted" };
    const counts = await sendSlot(schedule, dueAt, { db, signal });
    if (signal.aborted) return { status: "failed", detail: "interrupted" };
    await advance(db, schedule, dueAt, env().DISPLAY_TZ);
    const detail = `${counts.sent} sent; ${counts.skipped} skipped; ${counts.failed} failed`;
    return { status: counts.failed > 0 ? "failed" : "done", detail };
  },
});
