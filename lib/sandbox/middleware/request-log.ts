import { lt, max } from "drizzle-orm";
import { createMiddleware } from "hono/factory";

import type { PartnerEnv, SandboxContext } from "../context";
import { requestLog } from "../db/schema";

/** Enough to tell keys apart in a log without storing the credential itself. */
const redactKey = (key: string) => `${key.slice(0, 8)}…${key.slice(-4)}`;

type Row = typeof requestLog.$inferInsert;

/** Newest rows kept; older ones are deleted after a flush once this many more have been written. */
const REQUEST_LOG_KEEP = 50_000;
const FLUSH_AFTER_MS = 20;
const FLUSH_AT_ROWS = 200;
const PRUNE_EVERY_ROWS = 1_000;

type LogBuffer = {
  rows: Row[];
  timer?: ReturnType<typeof setTimeout>;
  flushing: Promise<void>;
  sincePrune: number;
};
const buffers = new WeakMap<SandboxContext, LogBuffer>();

function bufferOf(ctx: SandboxContext): LogBuffer {
  let buffer = buffers.get(ctx);
  if (!buffer) buffers.set(ctx, (buffer = { rows: [], flushing: Promise.resolve(), sincePrune: 0 }));
  return buffer;
}

/** Deletes all but the newest `keep` rows (ids only grow, so the newest are the highest). */
export async function pruneRequestLog(ctx: SandboxContext, keep: number): Promise<void> {
  const [{ newest }] = await ctx.db.select({ newest: max(requestLog.id) }).from(requestLog);
  if (newest !== null) await ctx.db.delete(requestLog).where(lt(requestLog.id, Number(newest) - keep + 1));
}

async function write(ctx: SandboxContext, buffer: LogBuffer, rows: Row[]): Promise<void> {
  try {
    await ctx.db.insert(requestLog).values(rows);
    buffer.sincePrune += rows.length;
    if (buffer.sincePrune < PRUNE_EVERY_ROWS) return;
    buffer.sincePrune = 0;
    await pruneRequestLog(ctx, REQUEST_LOG_KEEP);
  } catch (err) {
    console.error("[sandbox] request log failed", err);
  }
}

/**
 * Writes the buffered rows; resolves once every row logged before the call is stored. Readers of the
 * log (the control API's GET /requests, tests) call it first, so batching never hides a request.
 */
export function flushRequestLog(ctx: SandboxContext): Promise<void> {
  const buffer = bufferOf(ctx);
  clearTimeout(buffer.timer);
  buffer.timer = undefined;
  const rows = buffer.rows.splice(0);
  // Chained, so batches land in order and a flush waits for the one before it.
  buffer.flushing = buffer.flushing.then(() => (rows.length ? write(ctx, buffer, rows) : undefined));
  return buffer.flushing;
}

function enqueue(ctx: SandboxContext, row: Row): void {
  const buffer = bufferOf(ctx);
  buffer.rows.push(row);
  if (buffer.rows.length >= FLUSH_AT_ROWS) void flushRequestLog(ctx);
  else buffer.timer ??= setTimeout(() => void flushRequestLog(ctx), FLUSH_AFTER_MS);
}

/**
 * One row per request, off the hot path: rows are batched and written within FLUSH_AFTER_MS of the
 * response, never awaited by it. The table keeps the newest REQUEST_LOG_KEEP rows.
 */
export const logRequests = createMiddleware<PartnerEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  const auth = c.get("auth");
  enqueue(c.var.sb, {
    at: c.var.sb.clock.now(),
    apiKeyId: auth?.id ?? null,
    key: auth ? redactKey(auth.key) : null,
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    status: c.res.status,
    durationMs: Math.round(performance.now() - started),
  });
});
