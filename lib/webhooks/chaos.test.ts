import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { openDb, type DbHandle } from "@/lib/db/client";
import { webhookInbox } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { clonePgliteTemplate } from "@/lib/sandbox/test/pglite-template";

import { claimBatch } from "./inbox";
import { drainInbox, type OrderState, type Published } from "./process";
import { receiveDelivery, type HeldSecret } from "./receiver";
import { envelope, signedRequest } from "./webhooks.test-support";

// The full 10,000 on PostgreSQL (CI sets TEST_DATABASE_URL); PGlite, one embedded connection, runs the
// same mix at a fifth of the size to stay within a unit test's time (CHAOS_TOTAL overrides).
const TOTAL = Number(process.env.CHAOS_TOTAL ?? (process.env.TEST_DATABASE_URL ? 10_000 : 2_000));
const UNIQUE = (TOTAL * 7) / 10;
const SECRET = "whsec_chaos_0123456789abcdef0123";
const held: HeldSecret[] = [{ endpointId: randomUUID(), secret: SECRET }];
const ORDER: OrderState = {
  payment_status: "paid",
  amount: "180.00",
  payment_method: "pix",
  items: [{ product_name: "Lote 2" }],
  refund: null,
};

/** A database that can be closed and opened again at the same place (the receiver's process restarting). */
async function reopenable() {
  const url = process.env.TEST_DATABASE_URL;
  const schema = `palco_chaos_${randomBytes(5).toString("hex")}`;
  const dataDir = url ? null : await mkdtemp(path.join(os.tmpdir(), "palco-chaos-"));
  if (dataDir) clonePgliteTemplate(path.join(dataDir, "palco"));
  const open = () => (url ? openDb({ databaseUrl: url, schema }) : openDb({ dataDir: dataDir! }));
  const cleanup = async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (url) {
      const { Client } = await import("pg");
      const admin = new Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => admin.end());
    }
  };
  return { open, cleanup, backend: url ? "postgres" : "pglite" };
}

describe(`chaos: ${TOTAL} deliveries, 20% duplicates, 10% bad signatures, the receiver killed midway`, () => {
  let cleanup: () => Promise<void> = async () => undefined;
  afterAll(() => cleanup());

  it(`applies exactly the ${UNIQUE} unique valid deliveries, none lost, none from a bad signature`, async () => {
    const started = performance.now();
    const place = await reopenable();
    cleanup = place.cleanup;
    let handle: DbHandle | null = await place.open();
    const db = async (): Promise<Db> => {
      if (!handle) throw new Error("the receiver is down");
      return handle.db;
    };
    const published: Published[] = [];
    const deps = {
      readBack: async () => ORDER,
      publish: (m: Published) => published.push(m),
      leaseMs: 200,
    };

    // The traffic: 70% unique valid, 20% repeats of them, 10% signed with a wrong secret; shuffled.
    const valid = Array.from({ length: UNIQUE }, () => JSON.stringify(envelope({ orderId: randomUUID() })));
    const traffic: { body: string; secret: string }[] = [
      ...valid.map((body) => ({ body, secret: SECRET })),
      ...Array.from({ length: TOTAL / 5 }, (_, i) => ({
        body: valid[(i * 3) % valid.length],
        secret: SECRET,
      })),
      ...Array.from({ length: TOTAL / 10 }, () => ({
        body: JSON.stringify(envelope()),
        secret: "whsec_wrong",
      })),
    ];
    let seed = 42;
    const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = traffic.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [traffic[i], traffic[j]] = [traffic[j], traffic[i]];
    }

    // The sender: anything not acknowledged (5xx, or no answer) is sent again later with the same bytes.
    const retry: typeof traffic = [];
    const statuses = new Map<number, number>();
    const send = async (d: (typeof traffic)[number]) => {
      const res = await receiveDelivery(signedRequest(d.secret, d.body), { db, secrets: async () => held });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) retry.push(d);
    };
    const worker = async (slice: typeof traffic) => {
      for (const d of slice) await send(d);
    };
    const inParallel = async (items: typeof traffic, n = 8) => {
      const chunks = Array.from({ length: n }, (_, k) => items.filter((_, i) => i % n === k));
      await Promise.all(chunks.map(worker));
    };

    const half = traffic.length / 2;
    await inParallel(traffic.slice(0, half));
    // Part of the inbox applied, then the process dies holding a claimed batch it never finishes.
    await drainInbox(handle.db, deps, { batch: 100 });
    await inParallel(traffic.slice(half, half + TOTAL / 20));
    const orphaned = await claimBatch(handle.db, { limit: 100, leaseMs: 200 });
    expect(orphaned.length).toBeGreaterThan(0);
    const dying = handle;
    handle = null;
    await dying.close();
    // While it is down the sender gets 503s and keeps those deliveries for later.
    await inParallel(traffic.slice(half + TOTAL / 20, half + TOTAL / 20 + 200));
    expect(statuses.get(503)).toBe(200);
    // Restarted on the same database: the sender's retries and the rest of the traffic arrive.
    handle = await place.open();
    const late = retry.splice(0);
    await inParallel([...late, ...traffic.slice(half + TOTAL / 20 + 200)]);
    await new Promise((r) => setTimeout(r, 250)); // the dead worker's lease lapses
    await drainInbox(handle.db, deps, { batch: 200 });

    const count = async (where: ReturnType<typeof eq>) => handle!.db.$count(webhookInbox, where);
    expect(await count(eq(webhookInbox.status, "applied"))).toBe(UNIQUE);
    expect(await count(eq(webhookInbox.kind, "rejected"))).toBe(TOTAL / 10);
    expect(published).toHaveLength(UNIQUE);
    expect(new Set(published.map((m) => m.id)).size).toBe(UNIQUE);
    const validIds = new Set(valid.map((b) => (JSON.parse(b) as { id: string }).id));
    expect(published.every((m) => validIds.has(m.id))).toBe(true);
    const [{ dups }] = await handle.db
      .select({ dups: sql<number>`sum(${webhookInbox.duplicates})::int` })
      .from(webhookInbox);
    expect(dups).toBe(TOTAL / 5);
    expect((statuses.get(200) ?? 0) + (statuses.get(401) ?? 0)).toBe(TOTAL);
    // The figures `npm run bench` relays (bench/webhooks.mjs runs this file with CHAOS_TOTAL=10000).
    console.log(
      `[chaos] ${place.backend}: ${TOTAL} deliveries in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `${UNIQUE} unique valid applied once each, ${TOTAL / 10} bad signatures rejected, ${dups} duplicates ` +
        `counted, ${late.length} resent after a 503 while the receiver was down; 0 lost`,
    );
    await handle.close();
  }, 600_000);
});
