import "server-only";

import { and, desc, eq, lt } from "drizzle-orm";

import { getDb, type Db } from "./client";
import { auditLog, type AuditRow } from "./schema";

/** Who did it: a signed-in user (a SessionUser fits), or `{ id: null, email: "cli" }` for scripts. */
export interface AuditActor {
  id: string | null;
  email: string;
}

export interface AuditInput {
  actor: AuditActor;
  /** dotted verb, e.g. "order.cancel", "user.create" */
  action: string;
  targetType: string;
  targetId: string;
  producerId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Appends one entry; pass a transaction as `db` to make it atomic with the change it records. */
export async function recordAudit(input: AuditInput, db?: Db): Promise<void> {
  const conn = db ?? (await getDb());
  await conn.insert(auditLog).values({
    userId: input.actor.id,
    userEmail: input.actor.email,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId,
    producerId: input.producerId ?? null,
    before: input.before ?? null,
    after: input.after ?? null,
  });
}

export interface AuditQuery {
  limit?: number;
  /** keyset cursor: entries strictly older than this instant */
  before?: Date;
  producerId?: string;
}

/** Newest first. */
export async function listAuditEntries(query: AuditQuery = {}, db?: Db): Promise<AuditRow[]> {
  const conn = db ?? (await getDb());
  const limit = Math.min(Math.max(query.limit ?? 50, 1), 500);
  const where = and(
    query.before ? lt(auditLog.at, query.before) : undefined,
    query.producerId ? eq(auditLog.producerId, query.producerId) : undefined,
  );
  return conn.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
}
