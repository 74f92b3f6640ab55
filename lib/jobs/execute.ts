import { forEachLimited } from "@/lib/concurrency";
import type { Db } from "@/lib/db/types";

import { DEFAULT_ITEM_CONCURRENCY, type ItemOutcome, type JobContext, type JobDefinition } from "./define";
import { ensureJob, finishJob, jobStatus, recordedItems, recordItem, startJob } from "./store";

export class RunInterrupted extends Error {
  constructor() {
    super("The run was interrupted; it resumes from its recorded items on the next attempt");
    this.name = "RunInterrupted";
  }
}

async function runOne<I>(def: JobDefinition<I>, ctx: JobContext<I>, key: string): Promise<ItemOutcome> {
  try {
    return (await def.runItem(ctx, key)) ?? { status: "done" };
  } catch (error) {
    return { status: "failed", detail: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * One attempt at a run: items already recorded are skipped, the rest run with bounded concurrency and
 * each outcome is recorded as it lands. Throws RunInterrupted when `signal` aborts (the runner stops or
 * pg-boss gives up on the attempt) so pg-boss retries it; ends quietly on a cancel.
 */
export async function executeJob<I>(
  def: JobDefinition<I>,
  db: Db,
  job: { id: string; input: unknown },
  signal: AbortSignal,
): Promise<void> {
  const row = await ensureJob(db, { id: job.id, name: def.name, input: job.input });
  if (row.status !== "queued" && row.status !== "running") return;
  const ctx: JobContext<I> = {
    db,
    jobId: row.id,
    input: def.input.parse(row.input),
    producerId: row.producerId,
    signal,
  };
  const keys = await def.items(ctx.input, ctx);
  if (new Set(keys).size !== keys.length) throw new Error(`${def.name}: item keys must be unique`);
  if (!(await startJob(db, row.id, keys.length))) return;

  const recorded = await recordedItems(db, row.id);
  const pending = keys.map((key, seq) => ({ key, seq })).filter(({ key }) => !recorded.has(key));
  let cancelled = false;
  await forEachLimited(
    pending,
    def.concurrency ?? DEFAULT_ITEM_CONCURRENCY,
    async ({ key, seq }) => {
      if ((await jobStatus(db, row.id)) === "cancelled") {
        cancelled = true;
        return;
      }
      const outcome = await runOne(def, ctx, key);
      // An item cut short by the stop is not an outcome: leave it for the resumed attempt.
      if (signal.aborted) return;
      await recordItem(db, row.id, key, seq, outcome);
    },
    () => cancelled || signal.aborted,
  );
  if (cancelled) return;
  if (signal.aborted) throw new RunInterrupted();
  await finishJob(db, row.id, "succeeded");
}
