import { randomUUID } from "node:crypto";

import { eq, inArray, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { liveOutbox, notifications, webhookInbox } from "@/lib/db/schema";
import { createUser } from "@/lib/db/users";
import type { LiveMessage } from "@/lib/live/message";
import { recordLive, relayLive } from "@/lib/live/outbox";
import { addOutboxConsumer } from "@/lib/live/outbox-consumers";
import { recordForLive } from "@/lib/notifications/from-live";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { storeDelivery } from "./inbox";
import { DEFAULT_LEASE_MS, type OrderState } from "./process";
import { envelope } from "./webhooks.test-support";
import { INBOX_POLL_MS, InboxWorker } from "./worker";

const PAID: OrderState = {
  payment_status: "paid",
  amount: "180.00",
  payment_method: "pix",
  items: [{ product_name: "Lote 2" }],
  refund: null,
};
const sale = (id: string): LiveMessage => ({
  id,
  kind: "order.paid",
  producerId: "p1",
  eventId: "e1",
  orderId: `o-${id}`,
  amount: "180.00",
});

// The production consumer (lib/wiring.ts registers the same), with e-mail off.
addOutboxConsumer({ name: "notifications", record: (tx, m) => recordForLive(tx, m, false) });

describe.each(testBackends())("the live outbox and the inbox worker on %s", (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
    await createUser(
      { email: "admin@outbox.test", name: "admin", role: "admin", password: "a-long-password-1" },
      { id: null, email: "test@palco" } as never,
      t.db,
    );
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("writes a message and its notifications in the caller's transaction, or neither", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await recordLive(tx, sale("rolled-back"));
        throw new Error("the process died before the commit");
      }),
    ).rejects.toThrow("died");
    expect(await t.db.$count(liveOutbox)).toBe(0);
    expect(await t.db.$count(notifications)).toBe(0);

    await t.db.transaction((tx) => recordLive(tx, sale("kept")));
    expect(await t.db.transaction((tx) => recordLive(tx, sale("kept")))).toBe(false);
    expect(await t.db.$count(liveOutbox)).toBe(1);
    expect(await t.db.$count(notifications, eq(notifications.sourceId, "kept"))).toBe(1);

    const published: string[] = [];
    expect(await relayLive(t.db, (m) => published.push(m.id))).toBe(1);
    expect(await relayLive(t.db, (m) => published.push(m.id))).toBe(0);
    expect(published).toEqual(["kept"]);
  });

  it("at start-up applies what a dead process acknowledged or claimed and publishes what it committed", async () => {
    const stored = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of stored)
      await storeDelivery(t.db, {
        id,
        type: "order.paid",
        known: true,
        headers: {},
        body: JSON.stringify(envelope({ id })),
        endpointId: randomUUID(),
        orderId: `o-${id}`,
        eventId: "e1",
        producerId: "p1",
      });
    const [acknowledged, claimedLongAgo, claimedJustNow] = stored;
    // The dead process had claimed two: one beyond the lease, one just before it died.
    await t.db
      .update(webhookInbox)
      .set({ status: "processing", attempts: 1, claimedAt: sql`now() - interval '1 minute'` })
      .where(eq(webhookInbox.id, claimedLongAgo));
    await t.db
      .update(webhookInbox)
      .set({ status: "processing", attempts: 1, claimedAt: sql`now()` })
      .where(eq(webhookInbox.id, claimedJustNow));
    // …and had committed one delivery's message (and notifications) without publishing it.
    await t.db.transaction((tx) => recordLive(tx, sale("committed-unpublished")));

    const published: string[] = [];
    const worker = new InboxWorker(
      async () => t.db,
      { readBack: async () => PAID, publish: (m) => published.push(m.id) },
      { soleProcess: backend === "pglite", pollMs: 3_600_000 },
    );
    await worker.start();
    await worker.stop();

    const status = async (id: string) =>
      (await t.db.select().from(webhookInbox).where(eq(webhookInbox.id, id)))[0].status;
    expect(await status(acknowledged)).toBe("applied");
    expect(await status(claimedLongAgo)).toBe("applied");
    // Embedded PGlite has one process per database: a claim found at start-up is a dead one's. On
    // PostgreSQL it may be another live instance's; it waits for the lease (seconds).
    expect(await status(claimedJustNow)).toBe(backend === "pglite" ? "applied" : "processing");
    expect(published).toEqual(
      expect.arrayContaining([acknowledged, claimedLongAgo, "committed-unpublished"]),
    );
    expect(await t.db.$count(liveOutbox, isNull(liveOutbox.publishedAt))).toBe(0);
    expect(
      await t.db.$count(notifications, inArray(notifications.sourceId, [acknowledged, claimedLongAgo])),
    ).toBe(2);
  });

  it("lets a dead process's claims go within seconds, and drains every few seconds", () => {
    expect(DEFAULT_LEASE_MS + INBOX_POLL_MS).toBeLessThanOrEqual(10_000);
  });
});
