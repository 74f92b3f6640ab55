import { and, asc, eq, inArray, lt, or, sql } from "drizzle-orm";

import { webhookInbox, type InboxRow } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

/** Rows a reader may store of a rejected request's body (the valid ones are stored whole, ≤ 1 MB). */
export const REJECTED_BODY_LIMIT = 64 * 1024;

export type DeliveryInsert = {
  id: string;
  type: string;
  known: boolean;
  headers: Record<string, string>;
  body: string;
  endpointId: string;
  orderId?: string | null;
  eventId?: string | null;
  producerId?: string | null;
  amount?: string | null;
};

/**
 * Stores a verified delivery; the delivery id is the primary key, so a repeated id only counts a
 * duplicate (no second row, no second effect). Returns whether this call stored it first.
 */
export async function storeDelivery(db: Db, d: DeliveryInsert): Promise<{ inserted: boolean }> {
  const rows = await db
    .insert(webhookInbox)
    .values({
      id: d.id,
      kind: "delivery",
      status: d.known ? "received" : "ignored",
      type: d.type,
      headers: d.headers,
      body: d.body,
      endpointId: d.endpointId,
      cause: d.known ? null : "unknown_type",
      orderId: d.orderId ?? null,
      eventId: d.eventId ?? null,
      producerId: d.producerId ?? null,
      amount: d.amount ?? null,
    })
    .onConflictDoUpdate({
      target: webhookInbox.id,
      set: { duplicates: sql`${webhookInbox.duplicates} + 1`, lastDuplicateAt: sql`now()` },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return { inserted: Boolean(rows[0]?.inserted) };
}

/** Records a refused request (random id) with its likely cause, for the delivery console. */
export async function storeRejected(
  db: Db,
  r: {
    id: string;
    type: string | null;
    headers: Record<string, string>;
    body: string;
    cause: string;
    ackMs?: number;
  },
): Promise<void> {
  await db.insert(webhookInbox).values({
    id: r.id,
    kind: "rejected",
    status: "rejected",
    type: r.type,
    headers: r.headers,
    body: r.body.slice(0, REJECTED_BODY_LIMIT),
    cause: r.cause,
    ackMs: r.ackMs ?? null,
  });
}

/**
 * Ready to apply: received, or claimed by a worker that has not finished within the lease (a crashed
 * one). `retries` adds the received rows whose read-back failed before: the scheduled job retries those,
 * at its own pace; the drains that run on every delivery and every few seconds take only new ones.
 */
function claimable(leaseMs: number, { retries }: { retries: boolean }) {
  return or(
    retries
      ? eq(webhookInbox.status, "received")
      : and(eq(webhookInbox.status, "received"), eq(webhookInbox.attempts, 0)),
    and(
      eq(webhookInbox.status, "processing"),
      lt(webhookInbox.claimedAt, sql`now() - make_interval(secs => ${leaseMs / 1000})`),
    ),
  );
}

/**
 * Claims up to `limit` new or abandoned rows (SKIP LOCKED: concurrent workers never share one).
 * `attempts` grows with every claim and is the claim's token: only the latest claimer can finish a row.
 */
export async function claimBatch(db: Db, { limit, leaseMs }: { limit: number; leaseMs: number }) {
  const ids = db
    .select({ id: webhookInbox.id })
    .from(webhookInbox)
    .where(claimable(leaseMs, { retries: false }))
    .orderBy(asc(webhookInbox.receivedAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return claimWhere(db, inArray(webhookInbox.id, ids));
}

/**
 * Ends every claim at once, for a process that alone uses its database (embedded PGlite) at start-up:
 * the claims are a dead process's, so its rows need not wait for the lease.
 */
export async function releaseClaims(db: Db): Promise<number> {
  const rows = await db
    .update(webhookInbox)
    .set({ claimedAt: sql`'epoch'::timestamptz` })
    .where(eq(webhookInbox.status, "processing"))
    .returning({ id: webhookInbox.id });
  return rows.length;
}

export async function claimOne(db: Db, id: string, leaseMs: number): Promise<InboxRow | null> {
  const [row] = await claimWhere(db, and(eq(webhookInbox.id, id), claimable(leaseMs, { retries: true })));
  return row ?? null;
}

function claimWhere(db: Db, where: ReturnType<typeof and>) {
  return db
    .update(webhookInbox)
    .set({
      status: "processing",
      claimedAt: sql`now()`,
      attempts: sql`${webhookInbox.attempts} + 1`,
    })
    .where(where)
    .returning();
}

export async function pendingIds(db: Db, { limit, leaseMs }: { limit: number; leaseMs: number }) {
  const rows = await db
    .select({ id: webhookInbox.id })
    .from(webhookInbox)
    .where(claimable(leaseMs, { retries: true }))
    .orderBy(asc(webhookInbox.receivedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export type Finish = {
  status: "applied" | "failed" | "received";
  orderStatus?: string | null;
  refundStatus?: string | null;
  amount?: string | null;
  error?: string | null;
};

/** Finishes a claim; false when another worker re-claimed the row meanwhile (then it owns the effect). */
export async function finishClaim(db: Db, row: Pick<InboxRow, "id" | "attempts">, f: Finish) {
  const done = await db
    .update(webhookInbox)
    .set({
      status: f.status,
      processedAt: f.status === "received" ? null : sql`now()`,
      orderStatus: f.orderStatus ?? null,
      refundStatus: f.refundStatus ?? null,
      ...(f.amount ? { amount: f.amount } : {}),
      error: f.error ?? null,
      claimedAt: f.status === "received" ? null : undefined,
    })
    .where(
      and(
        eq(webhookInbox.id, row.id),
        eq(webhookInbox.status, "processing"),
        eq(webhookInbox.attempts, row.attempts),
      ),
    )
    .returning({ id: webhookInbox.id });
  return done.length === 1;
}

/**
 * Orders the receiver verified as paid for one event after `since` (the API's analytics `cached_at`):
 * applied `order.paid` deliveries whose read-back still says paid, each order once. "After" compares
 * the order's own `paid_at` from the stored body, on the platform's clock like `cached_at`, not the
 * time Palco received it. Amounts stay decimal strings; the caller sums them in cents.
 */
export async function verifiedPaidSince(db: Db, eventId: string, since: Date) {
  return db
    .selectDistinctOn([webhookInbox.orderId], { orderId: webhookInbox.orderId, amount: webhookInbox.amount })
    .from(webhookInbox)
    .where(
      and(
        eq(webhookInbox.eventId, eventId),
        eq(webhookInbox.type, "order.paid"),
        eq(webhookInbox.status, "applied"),
        eq(webhookInbox.orderStatus, "paid"),
        // CASE, not AND: rejected rows hold bodies that are not JSON, and AND may cast them first.
        sql`case when ${webhookInbox.kind} = 'delivery' and ${webhookInbox.status} = 'applied'
          then (${webhookInbox.body}::jsonb #>> '{data,order,paid_at}')::timestamptz end > ${since.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(webhookInbox.orderId);
}
