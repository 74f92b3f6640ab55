import "server-only";

import { eq } from "drizzle-orm";

import { getDbHandle } from "@/lib/db/client";
import { jobs } from "@/lib/db/schema";
import { processSingleton } from "@/lib/process-singleton";

import type { JobDefinition } from "./define";
import { maintenanceJob } from "./maintenance";
import { jobDefinitions } from "./registry";
import { JobRunner, type StartedBy } from "./runner";

// Shared by every bundle of the process, and found again after Next's dev reloads, so one runner runs.
const slot = processSingleton("jobs.runner", () => ({ runner: undefined as Promise<JobRunner> | undefined }));

/**
 * Starts this process's job runner once, with the definitions handed over at boot (boot calls it without
 * awaiting, so the first request never waits on pg-boss), and stops it on SIGTERM/SIGINT; runs cut short
 * resume on the next start.
 */
export function startJobs(): Promise<JobRunner> {
  slot.runner ??= (async () => {
    const handle = await getDbHandle();
    // One worker per job polls the database; every 10 s instead of 2 keeps eleven of them off the request
    // path. A run queued in this process wakes its worker at once (JobRunner.enqueue).
    const runner = new JobRunner(handle, await jobDefinitions(), { pollingIntervalSeconds: 10 });
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
      await runner.enqueue(maintenanceJob, {});
    return runner;
  })().catch((error) => {
    slot.runner = undefined;
    throw error;
  });
  return slot.runner;
}

/**
 * Queues a run of `definition` for a user (the caller has authorized them and the producer). The
 * definition travels with the call, so the caller needs no registry: the runner checks it is one it runs.
 */
export async function enqueueJob<I, In>(
  definition: JobDefinition<I, In>,
  input: In,
  by: StartedBy,
): Promise<string> {
  return (await startJobs()).enqueue(definition, input, by);
}

export async function cancelJob(id: string): Promise<boolean> {
  return (await startJobs()).cancel(id);
}
