import "server-only";

import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from "drizzle-orm";

import { isUuid } from "@/lib/uuid";

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
  /** the client's address as the request resolved it (lib/net), when there is a request */
  address?: string | null;
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
    address: input.address ?? null,
  });
}

/**
 * recordAudit for an entry that must not decide the outcome it describes (the write, sign-in or export
 * already happened): a failure to record is logged with the entry's action and target, never thrown.
 */
export async function recordAuditSafely(input: AuditInput, db?: Db): Promise<void> {
  try {
    await recordAudit(input, db);
  } catch (error) {
    console.error(`audit ${input.action} ${input.targetId} failed`, error);
  }
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

/** `/audit`'s filters, already resolved to instants (the page and the CSV read the same ones). */
export interface AuditFilter {
  /** part of the actor's e-mail (case-insensitive) */
  user?: string;
  /** the exact action, or a prefix ending in "." (e.g. "coupon.") */
  action?: string;
  targetType?: string;
  targetId?: string;
  producerId?: string;
  /** at or after */
  from?: Date;
  /** strictly before */
  to?: Date;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function auditWhere(f: AuditFilter): SQL | undefined {
  return and(
    f.user ? ilike(auditLog.userEmail, `%${escapeLike(f.user)}%`) : undefined,
    f.action
      ? f.action.endsWith(".")
        ? ilike(auditLog.action, `${escapeLike(f.action)}%`)
        : eq(auditLog.action, f.action)
      : undefined,
    f.targetType ? eq(auditLog.targetType, f.targetType) : undefined,
    f.targetId ? eq(auditLog.targetId, f.targetId) : undefined,
    f.producerId ? eq(auditLog.producerId, f.producerId) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? lt(auditLog.at, f.to) : undefined,
  );
}

/** One page of the filtered trail, newest first, with the filtered total. */
export async function pageAuditEntries(
  filter: AuditFilter,
  page: { page: number; perPage: number },
  db?: Db,
): Promise<{ rows: AuditRow[]; total: number }> {
  const conn = db ?? (await getDb());
  const where = auditWhere(filter);
  const [rows, [{ n }]] = await Promise.all([
    conn
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    conn.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(n) };
}

/** The newest entries the filter matches, without counting them all: an object's Histórico panel. */
export async function latestAuditEntries(filter: AuditFilter, limit: number, db?: Db): Promise<AuditRow[]> {
  const conn = db ?? (await getDb());
  return conn
    .select()
    .from(auditLog)
    .where(auditWhere(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

/**
 * Every entry the filter matches, newest first, read in keyset batches (memory stays flat however long
 * the trail is): the CSV's source.
 */
export async function* iterateAuditEntries(
  filter: AuditFilter,
  { batch = 500, db }: { batch?: number; db?: Db } = {},
): AsyncGenerator<AuditRow> {
  const conn = db ?? (await getDb());
  const where = auditWhere(filter);
  // The cursor is the last row's id, its time read back by the database: a JS Date keeps milliseconds
  // while timestamptz keeps microseconds, so a cursor time from JS skipped rows of the same millisecond.
  let cursor: string | undefined;
  for (;;) {
    const rows = await conn
      .select()
      .from(auditLog)
      .where(
        and(
          where,
          cursor
            ? sql`(${auditLog.at}, ${auditLog.id}) < (select c.at, c.id from audit_log c where c.id = ${cursor}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(batch);
    yield* rows;
    if (rows.length < batch) return;
    cursor = rows[rows.length - 1].id;
  }
}

/** One entry by id (null when missing or not a uuid). */
export async function getAuditEntry(id: string, db?: Db): Promise<AuditRow | null> {
  if (!isUuid(id)) return null;
  const conn = db ?? (await getDb());
  const [row] = await conn.select().from(auditLog).where(eq(auditLog.id, id)).limit(1);
  return row ?? null;
}

/**
 * The retention job: deletes entries older than `days`. The table refuses UPDATE and DELETE (a trigger,
 * see the migration) unless the transaction set `palco.audit_prune`; only this function sets it.
 * Returns how many entries went.
 */
export async function pruneAudit(days: number, db?: Db): Promise<number> {
  const conn = db ?? (await getDb());
  return conn.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL palco.audit_prune = 'on'`);
    const gone = await tx
      .delete(auditLog)
      .where(lt(auditLog.at, sql`now() - make_interval(days => ${days})`))
      .returning({ id: auditLog.id });
    return gone.length;
  });
}
