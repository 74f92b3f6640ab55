import { fromPglite, PgBoss, type ConstructorOptions } from "pg-boss";

import type { DbSource } from "@/lib/db/client";

export interface BossTuning {
  /** How often this instance looks for jobs whose worker went silent (pg-boss supervise); default 60 s. */
  superviseIntervalSeconds?: number;
  /** How often due cron schedules are turned into jobs; default 30 s (pg-boss allows 1–45). */
  cronMonitorIntervalSeconds?: number;
}

/**
 * The schema pg-boss installs into: `pgboss` beside Palco's tables, or `<schema>_boss` when Palco lives
 * in its own schema (tests use a fresh one per run; test/db.ts drops both).
 */
function bossSchemaFor(source: DbSource): string {
  return source.kind === "postgres" && source.schema ? `${source.schema}_boss` : "pgboss";
}

/** pg-boss in Palco's database: through the same PGlite instance, or its own small pool on PostgreSQL. */
export function createBoss(source: DbSource, tuning: BossTuning = {}): PgBoss {
  // pg-boss validates a key that is present even when undefined, so only set what was given.
  const common: ConstructorOptions = { schema: bossSchemaFor(source), instanceName: "palco" };
  if (tuning.superviseIntervalSeconds) common.superviseIntervalSeconds = tuning.superviseIntervalSeconds;
  if (tuning.cronMonitorIntervalSeconds) {
    common.cronMonitorIntervalSeconds = tuning.cronMonitorIntervalSeconds;
    common.cronWorkerIntervalSeconds = Math.min(5, tuning.cronMonitorIntervalSeconds);
  }
  if (source.kind === "pglite")
    return new PgBoss({ ...common, backend: "pglite", db: fromPglite(source.client) });
  return new PgBoss({ ...common, connectionString: source.url, max: 4, application_name: "palco-jobs" });
}
