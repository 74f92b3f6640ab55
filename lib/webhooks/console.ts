import { and, desc, eq, getTableColumns, gt, inArray, sql, type SQL } from "drizzle-orm";

import { webhookInbox, type InboxRow } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

import { SIGNATURE_CAUSES } from "./causes";
import { CONSOLE_PAGE_SIZE, type ConsoleFilter, type DeliveryStats } from "./keys";

/** The console's figures (sent to the browser as `DeliveryStats`, with the date as an ISO string). */
export type ConsoleStats = Omit<DeliveryStats, "lastDeliveryAt"> & { lastDeliveryAt: Date | null };

const n = (v: unknown) => Number(v ?? 0);

export async function consoleStats(db: Db): Promise<ConsoleStats> {
  const badSig = inArray(webhookInbox.cause, [...SIGNATURE_CAUSES]);
  const [row] = await db
    .select({
      received: sql<number>`count(*) filter (where ${webhookInbox.kind} = 'delivery')`,
      applied: sql<number>`count(*) filter (where ${webhookInbox.kind} = 'delivery' and ${webhookInbox.status} = 'applied')`,
      pending: sql<number>`count(*) filter (where ${webhookInbox.status} in ('received', 'processing'))`,
      failed: sql<number>`count(*) filter (where ${webhookInbox.status} = 'failed')`,
      duplicates: sql<number>`coalesce(sum(${webhookInbox.duplicates}), 0)`,
      badSignatures: sql<number>`count(*) filter (where ${webhookInbox.kind} = 'rejected' and ${badSig})`,
      rejected: sql<number>`count(*) filter (where ${webhookInbox.kind} = 'rejected')`,
      unknownTypes: sql<number>`count(*) filter (where ${webhookInbox.status} = 'ignored')`,
      backfilled: sql<number>`count(*) filter (where ${webhookInbox.kind} = 'backfill')`,
      ackP50: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${webhookInbox.ackMs}) filter (where ${webhookInbox.kind} = 'delivery')`,
      ackP95: sql<
        number | null
      >`percentile_cont(0.95) within group (order by ${webhookInbox.ackMs}) filter (where ${webhookInbox.kind} = 'delivery')`,
      last: sql<
        string | null
      >`max(${webhookInbox.receivedAt}) filter (where ${webhookInbox.kind} = 'delivery')`,
    })
    .from(webhookInbox);
  return {
    received: n(row.received),
    applied: n(row.applied),
    pending: n(row.pending),
    failed: n(row.failed),
    duplicates: n(row.duplicates),
    badSignatures: n(row.badSignatures),
    otherRejected: n(row.rejected) - n(row.badSignatures),
    unknownTypes: n(row.unknownTypes),
    backfilled: n(row.backfilled),
    ackP50: row.ackP50 === null ? null : Math.round(n(row.ackP50)),
    ackP95: row.ackP95 === null ? null : Math.round(n(row.ackP95)),
    lastDeliveryAt: row.last ? new Date(row.last) : null,
  };
}

function filterWhere(filter: ConsoleFilter): SQL | undefined {
  switch (filter) {
    case "applied":
      return and(eq(webhookInbox.kind, "delivery"), eq(webhookInbox.status, "applied"));
    case "pending":
      return inArray(webhookInbox.status, ["received", "processing"]);
    case "duplicates":
      return gt(webhookInbox.duplicates, 0);
    case "bad_signature":
      return and(eq(webhookInbox.kind, "rejected"), inArray(webhookInbox.cause, [...SIGNATURE_CAUSES]));
    case "rejected":
      return eq(webhookInbox.kind, "rejected");
    case "unknown":
      return eq(webhookInbox.status, "ignored");
    case "failed":
      return eq(webhookInbox.status, "failed");
    case "backfill":
      return eq(webhookInbox.kind, "backfill");
    default:
      return undefined;
  }
}

export type ConsoleRow = Omit<InboxRow, "body" | "headers">;

/** Newest first; `before` is a keyset cursor (received_at, id) of the last row shown. */
export async function listInbox(
  db: Db,
  { filter, before }: { filter: ConsoleFilter; before?: { at: Date; id: string } },
): Promise<ConsoleRow[]> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { body: _body, headers: _headers, ...columns } = getTableColumns(webhookInbox);
  // The cursor row's time is read back by the database when the row still exists: the URL's time has
  // milliseconds, received_at has microseconds, and rows of the same millisecond were skipped.
  const cursor = before
    ? sql`(${webhookInbox.receivedAt}, ${webhookInbox.id}) < (coalesce((select c.received_at from webhook_inbox c where c.id = ${before.id}), ${before.at.toISOString()}::timestamptz), ${before.id})`
    : undefined;
  return db
    .select(columns)
    .from(webhookInbox)
    .where(and(filterWhere(filter), cursor))
    .orderBy(desc(webhookInbox.receivedAt), desc(webhookInbox.id))
    .limit(CONSOLE_PAGE_SIZE);
}

export async function getInboxRow(db: Db, id: string): Promise<InboxRow | null> {
  const [row] = await db.select().from(webhookInbox).where(eq(webhookInbox.id, id)).limit(1);
  return row ?? null;
}

/** Deliveries whose signature verified with this endpoint's secret (the rotation wizard's third step). */
export async function countVerifiedBy(db: Db, endpointId: string): Promise<number> {
  return db.$count(webhookInbox, eq(webhookInbox.endpointId, endpointId));
}
