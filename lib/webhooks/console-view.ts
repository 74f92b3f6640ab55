import "server-only";

import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";

import { consoleStats, listInbox } from "./console";
import { splitCursor, type ConsoleParams, type DeliveryConsole } from "./keys";

/** The delivery console's figures and one page of its rows, as the page prefetches and the GET route sends them. */
export async function readDeliveryConsole(
  { filter, before }: ConsoleParams,
  conn?: Db,
): Promise<DeliveryConsole> {
  const db = conn ?? (await getDb());
  const [stats, rows] = await Promise.all([
    consoleStats(db),
    listInbox(db, { filter, before: splitCursor(before) ?? undefined }),
  ]);
  return {
    stats: { ...stats, lastDeliveryAt: stats.lastDeliveryAt?.toISOString() ?? null },
    rows: rows.map((r) => ({
      id: r.id,
      receivedAt: r.receivedAt.toISOString(),
      ackMs: r.ackMs,
      type: r.type,
      status: r.status,
      duplicates: r.duplicates,
      cause: r.cause,
      orderId: r.orderId,
      amount: r.amount,
      orderStatus: r.orderStatus,
    })),
  };
}
