import { asc, inArray, isNull } from "drizzle-orm";

import { liveOutbox } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

import { LiveMessageSchema, type LiveMessage } from "./message";
import { outboxConsumers } from "./outbox-consumers";

/**
 * Inside the caller's transaction (the change `message` announces): the message's outbox row and every
 * consumer's effects, all committed together or not at all. False when the message id was recorded
 * before (nothing written twice). Queries run one after another: a transaction is one connection.
 */
export async function recordLive(tx: Db, message: LiveMessage): Promise<boolean> {
  const [row] = await tx
    .insert(liveOutbox)
    .values({ id: message.id, message })
    .onConflictDoNothing()
    .returning({ id: liveOutbox.id });
  if (!row) return false;
  for (const consumer of outboxConsumers()) await consumer.record(tx, message);
  return true;
}

/**
 * The relay: publishes the messages still pending, oldest first, and marks them published in the same
 * transaction that locks them (SKIP LOCKED: two instances never relay one row). `publish` must not wait
 * on the database (the bus's NOTIFY goes out on its own, after). A crash before the commit leaves them
 * pending, published again by the next relay: pages drop a message id they have shown. Then each
 * consumer flushes. Returns how many messages it published.
 */
export async function relayLive(
  db: Db,
  publish: (message: LiveMessage) => void,
  { batch = 200 }: { batch?: number } = {},
): Promise<number> {
  let published = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(liveOutbox)
        .where(isNull(liveOutbox.publishedAt))
        .orderBy(asc(liveOutbox.createdAt))
        .limit(batch)
        .for("update", { skipLocked: true });
      for (const row of rows) {
        const parsed = LiveMessageSchema.safeParse(row.message);
        if (parsed.success) publish(parsed.data);
        else console.error(`[palco] live outbox: message ${row.id} is malformed; dropped`);
      }
      if (rows.length > 0)
        await tx
          .update(liveOutbox)
          .set({ publishedAt: new Date() })
          .where(
            inArray(
              liveOutbox.id,
              rows.map((r) => r.id),
            ),
          );
      return rows.length;
    });
    published += n;
    if (n < batch) break;
  }
  for (const consumer of outboxConsumers()) {
    try {
      await consumer.flush?.(db);
    } catch (error) {
      console.error(`[palco] live outbox: ${consumer.name} flush failed`, error);
    }
  }
  return published;
}
