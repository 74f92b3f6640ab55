import { inArray, sql } from "drizzle-orm";

import { webhookInbox } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

/** How long ack times wait to be written together, and the most one statement writes. */
export const ACK_FLUSH_MS = 250;
const MAX_PER_WRITE = 500;

/**
 * Ack times of stored deliveries, written in one UPDATE per ACK_FLUSH_MS instead of one per delivery:
 * at 50 deliveries a second the receiver's own bookkeeping would otherwise be half of its writes. A
 * crash loses at most the last quarter second of timings (the column stays null: "not measured").
 */
export class AckTimes {
  private pending = new Map<string, number>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: () => Promise<Db>) {}

  record(id: string, ackMs: number): void {
    this.pending.set(id, ackMs);
    this.timer ??= setTimeout(() => void this.flush(), ACK_FLUSH_MS);
  }

  /** Writes what is pending (also called by tests and on shutdown); never rejects. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending].slice(0, MAX_PER_WRITE);
    for (const [id] of batch) this.pending.delete(id);
    if (this.pending.size) this.timer = setTimeout(() => void this.flush(), 0);
    if (batch.length === 0) return this.flushing;
    this.flushing = this.flushing.then(() => this.write(batch));
    return this.flushing;
  }

  private async write(batch: [string, number][]): Promise<void> {
    try {
      const cases = sql.join(
        batch.map(([id, ms]) => sql`when ${id} then ${ms}::integer`),
        sql` `,
      );
      await (
        await this.db()
      )
        .update(webhookInbox)
        .set({ ackMs: sql`case ${webhookInbox.id} ${cases} end` })
        .where(
          sql`${inArray(
            webhookInbox.id,
            batch.map(([id]) => id),
          )} and ${webhookInbox.ackMs} is null`,
        );
    } catch (error) {
      console.error("[palco] webhook receiver: could not record ack times", error);
    }
  }
}
