import { randomUUID } from "node:crypto";

import type { JobWithMetadata, PgBoss } from "pg-boss";

import type { DbHandle } from "@/lib/db/client";

import { createBoss, type BossTuning } from "./boss";
import type { AnyJobDefinition, JobDefinition } from "./define";
import { executeJob, RunInterrupted } from "./execute";
import { finishJob, getJob, insertJob } from "./store";

export interface RunnerOptions extends BossTuning {
  /** Seconds between a worker's polls of its queue; default 2 (pg-boss minimum 0.5). */
  pollingIntervalSeconds?: number;
  /** A run whose worker stops sending heartbeats (a crashed process) is retried after this; default 30 s. */
  heartbeatSeconds?: number;
  /** Attempts after the first (crashes, stops, errors outside items) before a run is marked failed; default 5. */
  retryLimit?: number;
}

export interface StartedBy {
  producerId?: string | null;
  createdBy?: { id: string; email: string } | null;
}

type JobData = { input?: unknown };

/** Where pg-boss moves a run that used up its attempts, including one whose last worker crashed. */
const GAVE_UP_QUEUE = "palco.gave-up";

/** The pg-boss instance for a set of job definitions: one queue each, a worker each, their cron schedules. */
export class JobRunner {
  private boss: PgBoss | null = null;
  private readonly stopping = new AbortController();
  private readonly byName: Map<string, JobDefinition<unknown>>;

  constructor(
    private readonly handle: DbHandle,
    definitions: readonly AnyJobDefinition[],
    private readonly options: RunnerOptions = {},
  ) {
    this.byName = new Map(definitions.map((d) => [d.name, d]));
  }

  private readonly workers = new Map<string, string>();

  async start(): Promise<void> {
    const boss = createBoss(this.handle.source, this.options);
    boss.on("error", (error) => console.error("[palco] jobs:", error));
    await boss.start();
    this.boss = boss;
    await boss.createQueue(GAVE_UP_QUEUE);
    await boss.work(
      GAVE_UP_QUEUE,
      { includeMetadata: true as const, pollingIntervalSeconds: this.pollSeconds },
      async (dead: JobWithMetadata<JobData>[]) => {
        for (const job of dead) {
          if (job.sourceId)
            await finishJob(
              this.handle.db,
              job.sourceId,
              "failed",
              `Gave up after ${(job.sourceRetryCount ?? 0) + 1} attempts`,
            );
        }
      },
    );
    for (const def of this.byName.values()) {
      await boss.createQueue(def.name, {
        deadLetter: GAVE_UP_QUEUE,
        retryLimit: this.options.retryLimit ?? 5,
        heartbeatSeconds: this.options.heartbeatSeconds ?? 30,
        // Progress and outcomes live in Palco's tables; pg-boss's copy only needs to outlast retries.
        deleteAfterSeconds: 7 * 24 * 3600,
      });
      if (this.handle.kind === "pglite") await this.releaseOrphans(boss, def.name);
      const workerId = await boss.work(
        def.name,
        { includeMetadata: true as const, pollingIntervalSeconds: this.pollSeconds },
        ([job]: JobWithMetadata<JobData>[]) => this.run(def, job),
      );
      this.workers.set(def.name, workerId);
      if (def.schedule) {
        await boss.schedule(
          def.name,
          def.schedule.cron,
          { input: def.schedule.input as object },
          { tz: (typeof def.schedule.tz === "function" ? def.schedule.tz() : def.schedule.tz) ?? "UTC" },
        );
      } else {
        await boss.unschedule(def.name);
      }
    }
  }

  private get pollSeconds(): number {
    return this.options.pollingIntervalSeconds ?? 2;
  }

  /**
   * PGlite serves one process, so a run still active at start-up lost its worker in a crash: hand it back
   * now rather than after its heartbeat lapses (on PostgreSQL other instances may be alive; wait for that).
   */
  private async releaseOrphans(boss: PgBoss, name: string): Promise<void> {
    const active = (await boss.findJobs(name, { limit: 1000 })).filter((j) => j.state === "active");
    if (active.length > 0)
      await boss.fail(
        name,
        active.map((j) => j.id),
        { message: "worker lost in a restart" },
      );
  }

  private async run(def: JobDefinition<unknown>, job: JobWithMetadata<JobData>): Promise<void> {
    const signal = AbortSignal.any([job.signal, this.stopping.signal]);
    try {
      await executeJob(def, this.handle.db, { id: job.id, input: job.data?.input ?? {} }, signal);
    } catch (error) {
      if (!(error instanceof RunInterrupted) && job.retryCount >= job.retryLimit) {
        await finishJob(
          this.handle.db,
          job.id,
          "failed",
          error instanceof Error ? error.message : String(error),
        );
      }
      throw error;
    }
  }

  /**
   * Validates the input, stores the run as queued and hands it to pg-boss; returns the run's id. The
   * definition must be one this runner started with: its queue exists only then.
   */
  async enqueue<I, In>(definition: JobDefinition<I, In>, input: In, by: StartedBy = {}): Promise<string> {
    if (!this.boss) throw new Error("The job runner is not started");
    const { name } = definition;
    if (!this.byName.has(name)) throw new Error(`Unknown job: ${name}`);
    const parsed = definition.input.parse(input);
    const id = randomUUID();
    await insertJob(this.handle.db, { id, name, input: parsed, ...by });
    try {
      await this.boss.send(name, { input: parsed as object }, { id });
    } catch (error) {
      await finishJob(this.handle.db, id, "failed", "Could not queue the job");
      throw error;
    }
    // Queued here, picked up now: the workers poll slowly (each poll is a query on the shared database).
    const workerId = this.workers.get(name);
    if (workerId) this.boss.notifyWorker(workerId);
    return id;
  }

  /** Stops a queued or running run after the items in flight; false when it had already ended. */
  async cancel(id: string): Promise<boolean> {
    const row = await getJob(this.handle.db, id);
    if (!row || !(await finishJob(this.handle.db, id, "cancelled"))) return false;
    await this.boss?.cancel(row.name, id).catch(() => undefined);
    return true;
  }

  /** The schedules pg-boss holds for these definitions. */
  async schedules() {
    return this.boss ? this.boss.getSchedules() : [];
  }

  /** Interrupts running items (their runs resume on the next start or on another instance) and stops. */
  async stop(): Promise<void> {
    this.stopping.abort();
    const boss = this.boss;
    this.boss = null;
    await boss?.stop({ graceful: true, timeout: 10_000 });
  }
}
