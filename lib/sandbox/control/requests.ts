import { and, count, desc, gt, gte, inArray, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import type { ControlEnv } from "../context";
import { requestLog } from "../db/schema";
import { flushRequestLog } from "../middleware/request-log";
import { parseQuery } from "../validate";

/** The Partner API request log, so tests and the CLI can count what reached the upstream (admin token). */
export const requestLogRoutes = new Hono<ControlEnv>();

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;

const ListQuery = z.object({
  /** One method or a comma-separated list, any case: `method=post,put,patch,delete`. */
  method: z
    .string()
    .transform((v) => v.split(",").map((m) => m.trim().toUpperCase()))
    .pipe(z.array(z.enum(METHODS)).min(1))
    .optional(),
  /** Rows logged at or after this instant (the sandbox clock's time, which `clock` may have moved). */
  since: z.iso.datetime({ offset: true }).optional(),
  /** Rows after this id (ids only grow): immune to clock changes, so the safer cursor. */
  after_id: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

// GET /requests?method=&since=&after_id=&limit= — newest first; `count` ignores `limit`, `last_id` is
// the newest id of the whole log (a cursor for the next `after_id`). Keys are the stored redacted form.
requestLogRoutes.get("/requests", async (c) => {
  const q = parseQuery(c, ListQuery);
  await flushRequestLog(c.var.sb);
  const filters: SQL[] = [];
  if (q.method) filters.push(inArray(requestLog.method, q.method));
  if (q.since) filters.push(gte(requestLog.at, new Date(q.since)));
  if (q.after_id !== undefined) filters.push(gt(requestLog.id, q.after_id));
  const where = filters.length ? and(...filters) : undefined;
  const db = c.var.sb.db;
  const [rows, [{ total }], [newest]] = await Promise.all([
    db.select().from(requestLog).where(where).orderBy(desc(requestLog.id)).limit(q.limit),
    db.select({ total: count() }).from(requestLog).where(where),
    db.select({ id: requestLog.id }).from(requestLog).orderBy(desc(requestLog.id)).limit(1),
  ]);
  return c.json({
    data: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      method: r.method,
      path: r.path,
      status: r.status,
      key: r.key,
      duration_ms: r.durationMs,
    })),
    count: Number(total),
    last_id: newest?.id ?? 0,
  });
});
