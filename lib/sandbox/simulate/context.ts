import { randomUUID } from "node:crypto";

import { PgTransaction } from "drizzle-orm/pg-core";

import type { WebhookEventType } from "@/lib/contract/webhooks";

import type { SandboxContext } from "../context";
import type { SandboxDb, SandboxQueryable, SandboxTx } from "../db/types";
import { ApiError } from "../errors";
import type { Rng } from "../rng";
import { enqueueOrderEvent, type EnqueueOptions } from "../webhooks/enqueue";

/**
 * What a simulation needs: a database (or an open transaction, as in seeds), a clock and, for
 * deterministic runs, a random stream. A `SandboxContext` fits as is.
 */
export type SimContext = {
  db: SandboxQueryable;
  clock: { now(): Date };
  /** Seeds pass their stream so ids, names and documents repeat with the seed. */
  rng?: Rng;
  /** Skip the webhook outbox: seeding runs before any endpoint can exist. */
  quiet?: boolean;
};

/** A refused simulation: 422 (or 404 for a missing target), so routes and the control API answer it as is. */
export class SimulationError extends ApiError {
  constructor(
    readonly code: string,
    message: string,
    status: 404 | 422 = 422,
  ) {
    super(status, message);
    this.name = "SimulationError";
  }
}

export const missing = (what: string) => new SimulationError(`${what}_not_found`, `${what} not found`, 404);

/**
 * Runs in a transaction. Given an open transaction (a seed), runs straight in it: hundreds of
 * savepoints in one transaction make PostgreSQL's visibility checks crawl, and a seed that fails
 * rolls back as a whole anyway.
 */
export function inTx<T>(ctx: SimContext, fn: (tx: SandboxTx) => Promise<T>): Promise<T> {
  if (ctx.db instanceof PgTransaction) return fn(ctx.db as SandboxTx);
  return (ctx.db as SandboxDb).transaction(fn);
}

export const newId = (ctx: SimContext) => (ctx.rng ? ctx.rng.uuid() : randomUUID());

/** A number in [0, 1): the seed's stream when there is one. */
export const random = (ctx: SimContext) => (ctx.rng ? ctx.rng.next() : Math.random());

/** Outbox write in the caller's transaction; the webhooks module reads only the clock from the context. */
export function notify(
  tx: SandboxTx,
  ctx: SimContext,
  type: WebhookEventType,
  orderId: string,
  opts?: EnqueueOptions,
): Promise<void> {
  if (ctx.quiet) return Promise.resolve();
  return enqueueOrderEvent(tx, ctx as SandboxContext, type, orderId, opts);
}
