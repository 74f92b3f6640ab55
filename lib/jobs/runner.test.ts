import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import { jobItems, jobs } from "@/lib/db/schema";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { defineJob } from "./define";
import { RunInterrupted } from "./execute";
import { JobRunner } from "./runner";
import { FAST } from "./test/fast";
import { waitFor } from "./test/wait";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const keys = (n: number) => Array.from({ length: n }, (_, i) => `item-${String(i).padStart(3, "0")}`);

let inFlight = 0;
let maxInFlight = 0;
const bounded = defineJob({
  name: "test.bounded",
  input: z.object({ n: z.number().int().min(1) }),
  concurrency: 3,
  items: ({ n }) => keys(n),
  async runItem(_ctx, item) {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await sleep(20);
    inFlight--;
    if (item === "item-007") throw new Error("upstream said no");
    return { status: "done", detail: `ok ${item}` };
  },
});

let cancelAt: ((jobId: string) => Promise<unknown>) | null = null;
const cancellable = defineJob({
  name: "test.cancellable",
  input: z.object({}),
  concurrency: 1,
  items: () => keys(10),
  async runItem(ctx, item) {
    if (item === "item-002") await cancelAt?.(ctx.jobId);
  },
});

const scheduled = defineJob({
  name: "test.scheduled",
  input: z.object({ days: z.number() }),
  // A zone read at start, like the jobs that follow DISPLAY_TZ.
  schedule: { cron: "15 3 * * *", input: { days: 1 }, tz: () => "America/Manaus" },
  items: () => [],
  runItem: async () => undefined,
});

const broken = defineJob({
  name: "test.broken",
  input: z.object({}),
  items: () => {
    throw new Error("cannot list the items");
  },
  runItem: async () => undefined,
});

// Every attempt ends as if its worker stopped mid-run: only pg-boss's dead letter can end the run.
const interrupted = defineJob({
  name: "test.interrupted",
  input: z.object({}),
  items: () => {
    throw new RunInterrupted();
  },
  runItem: async () => undefined,
});

describe.each(testBackends())("job runner on %s", (backend) => {
  let t: TestDb;
  let runner: JobRunner;
  beforeAll(async () => {
    t = await openTestDb(backend);
    runner = new JobRunner(t, [bounded, cancellable, scheduled, broken, interrupted], {
      ...FAST,
      retryLimit: 1,
    });
    await runner.start();
    cancelAt = (id) => runner.cancel(id);
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.cleanup();
  });

  const finished = (id: string) =>
    waitFor(async () => {
      const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
      return row && row.finishedAt ? row : undefined;
    }, `job ${id} to finish`);

  it("runs every item once with at most `concurrency` in flight, recording each outcome", async () => {
    maxInFlight = 0;
    const id = await runner.enqueue(
      bounded,
      { n: 12 },
      { producerId: "p1", createdBy: { id: crypto.randomUUID(), email: "a@b.c" } },
    );
    const row = await finished(id);
    expect(row).toMatchObject({
      status: "succeeded",
      total: 12,
      done: 11,
      failed: 1,
      producerId: "p1",
      createdByEmail: "a@b.c",
    });
    expect(row.startedAt).not.toBeNull();
    expect(maxInFlight).toBeLessThanOrEqual(3);
    expect(maxInFlight).toBeGreaterThan(1);
    const items = await t.db.select().from(jobItems).where(eq(jobItems.jobId, id)).orderBy(jobItems.seq);
    expect(items.map((i) => i.itemKey)).toEqual(keys(12));
    expect(items[7]).toMatchObject({ status: "failed", detail: "upstream said no" });
    expect(items[0]).toMatchObject({ status: "done", detail: "ok item-000" });
  });

  it("refuses input its schema rejects, storing nothing", async () => {
    const before = await t.db.$count(jobs);
    await expect(runner.enqueue(bounded, { n: 0 })).rejects.toThrow();
    await expect(runner.enqueue({ ...broken, name: "test.unknown" }, {})).rejects.toThrow(/Unknown job/);
    expect(await t.db.$count(jobs)).toBe(before);
  });

  it("stops a cancelled run after the item in flight and keeps it cancelled", async () => {
    const id = await runner.enqueue(cancellable, {});
    const row = await finished(id);
    expect(row.status).toBe("cancelled");
    // The cancel lands while item-002 runs: the run is cancelled at once, the item in flight is still
    // recorded when it returns, and nothing after it starts (no item-003 ever).
    const recorded = async () =>
      (await t.db.select().from(jobItems).where(eq(jobItems.jobId, id)).orderBy(jobItems.seq)).map(
        (i) => i.itemKey,
      );
    await vi.waitFor(async () => expect(await recorded()).toEqual(keys(3)));
    expect(await runner.cancel(id)).toBe(false);
    const [after] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(after).toMatchObject({ status: "cancelled", done: 3 });
    expect(await recorded()).toEqual(keys(3));
  });

  it("marks a run failed with its error once its attempts are used up", async () => {
    const id = await runner.enqueue(broken, {});
    const row = await finished(id);
    expect(row).toMatchObject({ status: "failed", error: "cannot list the items", total: null });
  });

  it("marks a run failed when pg-boss gives up on it without an error of its own", async () => {
    const id = await runner.enqueue(interrupted, {});
    const row = await finished(id);
    expect(row).toMatchObject({ status: "failed", error: "Gave up after 2 attempts" });
  });

  it("registers the cron schedule of a definition", async () => {
    const schedules = await runner.schedules();
    expect(schedules.find((s) => s.name === "test.scheduled")).toMatchObject({
      cron: "15 3 * * *",
      timezone: "America/Manaus",
      data: { input: { days: 1 } },
    });
    expect(schedules.find((s) => s.name === "test.bounded")).toBeUndefined();
  });
});
