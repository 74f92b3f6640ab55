import "server-only";

import { eq } from "drizzle-orm";

import { getDbHandle } from "@/lib/db/client";
import { jobs } from "@/lib/db/schema";

import { maintenanceJob } from "./maintenance";
import { JOB_DEFINITIONS } from "./registry";
import { JobRunner, type StartedBy } from "./runner";

// On globalThis so Next's dev reloads find the running instance instead of starting a second one.
const store = globalThis as unknown as { __palcoJobs?: Promise<JobRunner> };

/**
 * Starts this process's job runner once (boot calls it without awaiting, so the first request never
 * waits on pg-boss) and stops it on SIGTERM/SIGINT; runs cut short resume on the next start.
 */
export function startJobs(): Promise<JobRunner> {
  store.__palcoJobs ??= (async () => {
    const handle = await getDbHandle();
    // One worker per job polls the database; every 10 s instead of 2 keeps eleven of them off the request
    // path. A run queued in this process wakes its worker at once (JobRunner.enqueue).
    const runner = new JobRunner(handle, JOB_DEFINITIONS, { pollingIntervalSeconds: 10 });
    await runner.start();
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      // Next's own handler exits the process; without one (NEXT_MANUAL_SIG_HANDLE) exit once stopped.
      process.once(
        signal,
        () =>
          void runner
            .stop()
            .finally(
              () => process.listenerCount(signal) === 0 && process.exit(signal === "SIGINT" ? 130 : 143),
            ),
      );
    }
    // A fresh install has never pruned; the schedule's first firing may be a day away.
    if ((await handle.db.$count(jobs, eq(jobs.name, maintenanceJob.name))) === 0)
      await runner.enqueue(maintenanceJob.name, {});
    return runner;
  })().catch((error) => {
    store.__palcoJobs = undefined;
    throw error;
  });
  return store.__palcoJobs;
}

/** Queues a run of a registered job for a user (the caller has authorized them and the producer). */
export async function enqueueJob(name: string, input: unknown, by: StartedBy): Promise<string> {
  return (await startJobs()).enqueue(name, input, by);
}

export async function cancelJob(id: string): Promise<boolean> {
  return (await startJobs()).cancel(id);
}
