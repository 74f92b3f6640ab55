import type { z } from "zod";

import type { Db } from "@/lib/db/types";

/** What happened to one item. A `failed` item is recorded and counted; it does not fail the job. */
export type ItemOutcome = { status: "done" | "failed"; detail?: string };

export interface JobContext<I> {
  db: Db;
  jobId: string;
  input: I;
  /** The producer the job was started for; null for system jobs. */
  producerId: string | null;
  /** Aborted when the runner stops or the job is cancelled; long items should give up on it. */
  signal: AbortSignal;
}

export interface JobSchedule<I> {
  /** A cron expression (pg-boss `schedule`), evaluated in `tz` (default UTC). */
  cron: string;
  input: I;
  /** An IANA zone, or a function the runner calls when it starts (e.g. `() => env().DISPLAY_TZ`). */
  tz?: string | (() => string);
}

/** `I` is what the runs work with; `In` what a caller may hand to `enqueueJob` (before the schema's defaults). */
export interface JobDefinition<I = unknown, In = I> {
  /** The pg-boss queue name: letters, digits, `-`, `_`, `.` (also the `jobs.name` column and the i18n key). */
  name: string;
  input: z.ZodType<I, In>;
  /**
   * The item keys of one run, in order. Keys must be stable for the same input: a resumed run skips the
   * keys already recorded, and an item interrupted by a crash is run again with the same key (use it as
   * an idempotency key toward the Partner API).
   */
  items(input: I, ctx: JobContext<I>): Promise<string[]> | string[];
  /** Runs one item. Return an outcome (or nothing for `done`); a thrown error records the item as failed. */
  runItem(ctx: JobContext<I>, item: string): Promise<ItemOutcome | void>;
  /** Items of one run in flight at once (bounded work toward the Partner API); default 4. */
  concurrency?: number;
  schedule?: JobSchedule<I>;
}

/** Declares a job; the input schema types `items` and `runItem`. List it in lib/wiring.ts to run it. */
export function defineJob<S extends z.ZodType>(
  definition: JobDefinition<z.output<S>, z.input<S>> & { input: S },
): JobDefinition<z.output<S>, z.input<S>> {
  return definition;
}

export const DEFAULT_ITEM_CONCURRENCY = 4;

/** A definition of any input type, for lists of definitions (the input type is invariant). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any, any>;
