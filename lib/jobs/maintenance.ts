import { and, isNotNull, lt, sql } from "drizzle-orm";
import { z } from "zod";

import { pruneAudit } from "@/lib/db/audit";
import { jobs, loginAttempts } from "@/lib/db/schema";
import { env } from "@/lib/env";

import { defineJob } from "./define";

const MaintenanceInput = z.object({
  loginAttemptsDays: z.number().int().min(1).default(1),
  jobsDays: z.number().int().min(1).default(90),
  /** unset: AUDIT_RETENTION_DAYS */
  auditDays: z.number().int().min(1).optional(),
});

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/** Daily housekeeping of Palco's own tables; each table pruned is one item with the count as its outcome. */
export const maintenanceJob = defineJob({
  name: "maintenance",
  input: MaintenanceInput,
  concurrency: 1,
  // 03:17 local time (DISPLAY_TZ, read at start): the quiet hours of a ticketing console.
  schedule: { cron: "17 3 * * *", tz: () => env().DISPLAY_TZ, input: { loginAttemptsDays: 1, jobsDays: 90 } },
  items: () => ["login_attempts", "finished_jobs", "audit_log"],
  async runItem({ db, input }, item) {
    if (item === "login_attempts") {
      const gone = await db
        .delete(loginAttempts)
        .where(lt(loginAttempts.at, daysAgo(input.loginAttemptsDays)))
        .returning({ id: loginAttempts.id });
      return { status: "done", detail: String(gone.length) };
    }
    if (item === "audit_log") {
      const gone = await pruneAudit(input.auditDays ?? env().AUDIT_RETENTION_DAYS, db);
      return { status: "done", detail: String(gone) };
    }
    const gone = await db
      .delete(jobs)
      .where(and(isNotNull(jobs.finishedAt), lt(jobs.finishedAt, daysAgo(input.jobsDays))))
      .returning({ id: jobs.id });
    return { status: "done", detail: String(gone.length) };
  },
});
