import { randomUUID } from "node:crypto";

import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { webhookInbox } from "@/lib/db/schema";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { AckTimes } from "./ack-times";

const row = (id: string, ackMs: number | null = null): typeof webhookInbox.$inferInsert => ({
  id,
  kind: "delivery",
  status: "received",
  type: "order.paid",
  ackMs,
});

// The receiver's ack times reach the inbox in one write per batch; a time already recorded stays.
describe.each(testBackends())("ack times on %s", (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("writes every pending time at once and keeps one already recorded", async () => {
    const [a, b, kept] = [randomUUID(), randomUUID(), randomUUID()];
    await t.db.insert(webhookInbox).values([row(a), row(b), row(kept, 7)]);
    const times = new AckTimes(async () => t.db);
    times.record(a, 12);
    times.record(b, 340);
    times.record(kept, 999);
    const before = await t.db
      .select()
      .from(webhookInbox)
      .where(inArray(webhookInbox.id, [a, b]));
    expect(before.map((r) => r.ackMs)).toEqual([null, null]);
    await times.flush();
    const after = await t.db
      .select({ id: webhookInbox.id, ackMs: webhookInbox.ackMs })
      .from(webhookInbox)
      .where(inArray(webhookInbox.id, [a, b, kept]));
    expect(Object.fromEntries(after.map((r) => [r.id, r.ackMs]))).toEqual({ [a]: 12, [b]: 340, [kept]: 7 });
  });

  it("writes on its own after the flush delay, and an empty flush writes nothing", async () => {
    const id = randomUUID();
    await t.db.insert(webhookInbox).values(row(id));
    const times = new AckTimes(async () => t.db);
    await times.flush();
    times.record(id, 55);
    await expect
      .poll(
        async () =>
          (
            await t.db
              .select()
              .from(webhookInbox)
              .where(inArray(webhookInbox.id, [id]))
          )[0]?.ackMs,
      )
      .toBe(55);
  });
});
