import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { and, count, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { openDb, type DbHandle } from "@/lib/db/client";
import { liveOutbox, notifications, webhookInbox } from "@/lib/db/schema";
import { spawnWorker, type Worker } from "@/lib/jobs/test/spawn";
import { clonePgliteTemplate } from "@/lib/sandbox/test/pglite-template";

import { openTestDb, testBackends, type TestBackend } from "@/test/db";

import { crashDeliveryId } from "./outbox-crash/ids";

const SCRIPT = path.join(process.cwd(), "test", "outbox-crash", "worker.ts");
const ROUNDS = 10; // kill points (round × 7) mod BURST: each of the ten, once
const BURST = 10;
// Every fifth delivery is a refund that needs manual action (the team's alert); the others are sales.
const REFUNDS = ROUNDS * (BURST / 5);
const SALES = ROUNDS * BURST - REFUNDS;
const RECIPIENTS = 2; // the admin and the manager hear of both

// The backends run side by side: each round is a new process, mostly start-up time.
describe.concurrent("kill -9 between a delivery's apply and its side effects", () => {
  it.for(testBackends())(
    `${ROUNDS} crashes in bursts on %s lose no notification and no live message; a restart applies the rest at boot`,
    // A bound, not a speed claim: 2 × 11 processes start on a machine that may be busy.
    { timeout: 600_000 },
    async (backend) => {
      const cleanups: (() => Promise<void>)[] = [];
      const children: Worker[] = [];
      try {
        await crashRounds(backend, cleanups, children);
      } finally {
        for (const c of children) if (c.child.exitCode === null) c.child.kill("SIGKILL");
        for (const c of cleanups.reverse()) await c();
      }
    },
  );
});

async function crashRounds(backend: TestBackend, cleanups: (() => Promise<void>)[], children: Worker[]) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "palco-outbox-crash-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const published = path.join(dir, "published.log");
  let where: Record<string, string>;
  let open: () => Promise<DbHandle>;
  if (backend === "pglite") {
    clonePgliteTemplate(path.join(dir, "palco"));
    where = { CRASH_DATA_DIR: dir };
    open = () => openDb({ dataDir: dir });
  } else {
    const t = await openTestDb("postgres"); // a fresh schema, dropped afterwards
    cleanups.push(() => t.cleanup());
    where = {
      CRASH_DATABASE_URL: process.env.TEST_DATABASE_URL!,
      CRASH_SCHEMA: (t.source as { schema: string }).schema,
    };
    open = async () => ({ ...t, close: async () => undefined });
  }
  const run = (settings: Record<string, string>) => {
    const w = spawnWorker({ ...where, CRASH_PUBLISHED: published, ...settings }, SCRIPT);
    children.push(w);
    return w;
  };

  for (let round = 0; round < ROUNDS; round++) {
    const w = run({
      CRASH_ROUND: String(round),
      CRASH_BURST: String(BURST),
      CRASH_KILL_AT: String(1 + ((round * 7) % BURST)),
      ...(round === 0 ? { CRASH_SEED: "1" } : {}),
    });
    expect(await w.exited).toBeNull(); // killed by its signal, not exited
    expect(w.child.signalCode).toBe("SIGKILL");
  }
  const last = run({ CRASH_BURST: String(BURST), CRASH_RESEND_ROUNDS: String(ROUNDS) });
  const booted = JSON.parse(await last.line("booted ")) as { inbox: number; outbox: number };
  // Boot publishes what a crash left committed; on PGlite (one process per database) it also takes
  // over the dead process's claims at once, so every acknowledged delivery is applied before it returns.
  expect(booted.outbox).toBe(0);
  if (backend === "pglite") expect(booted.inbox).toBe(0);
  expect(JSON.parse(await last.line("settled "))).toEqual({ applied: ROUNDS * BURST });
  expect(await last.exited).toBe(0);

  const handle = await open();
  try {
    const ids = Array.from({ length: ROUNDS }, (_, r) =>
      Array.from({ length: BURST }, (_, i) => crashDeliveryId(r, i)),
    ).flat();
    const heard = new Set((await readFile(published, "utf8")).split("\n").filter(Boolean));
    expect(ids.filter((id) => !heard.has(id))).toEqual([]);
    expect(heard.size).toBe(ids.length);
    expect(await handle.db.$count(liveOutbox, isNull(liveOutbox.publishedAt))).toBe(0);
    const kinds = await handle.db
      .select({ kind: notifications.kind, n: count() })
      .from(notifications)
      .groupBy(notifications.kind)
      .orderBy(notifications.kind);
    expect(kinds).toEqual([
      { kind: "refund_manual", n: REFUNDS * RECIPIENTS },
      { kind: "sale", n: SALES * RECIPIENTS },
    ]);
    expect(
      await handle.db.$count(
        webhookInbox,
        and(eq(webhookInbox.status, "applied"), eq(webhookInbox.kind, "delivery")),
      ),
    ).toBe(ids.length);
  } finally {
    await handle.close();
  }
}
