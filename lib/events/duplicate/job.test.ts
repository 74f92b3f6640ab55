import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

import { operations, type Coupon, type EventSummary, type Product } from "@/lib/contract";
import { jobItems, jobs } from "@/lib/db/schema";
import { executeJob } from "@/lib/jobs/execute";
import { insertJob } from "@/lib/jobs/store";
import { createPartnerClient, setDefaultPartnerClient, type PartnerClient } from "@/lib/partner/client";
import { DEMO_API_KEY } from "@/lib/sandbox/seed/keys";
import { describeSandbox, ORIGIN } from "@/lib/sandbox/test/fixtures";

import { openTestDb, type TestDb } from "@/test/db";

import { duplicateEventJob, type DuplicateEventInput } from "./job";

vi.mock("server-only", () => ({}));

// The duplicate-event job against the real sandbox (in-process) and a real Palco DB (PGlite): what it
// creates, and that a run cut short after a create but before recording it adopts instead of repeating.
describeSandbox("duplicate-event job", (sb) => {
  let db: TestDb;
  let client: PartnerClient;
  let source: EventSummary;
  let sourceLots: Product[];
  let sourceCoupons: Coupon[];
  let sourceCover: string | null;
  const coverBytes = async (url: string) =>
    new Uint8Array(await (await sb().control.fetch(new Request(new URL(url, ORIGIN)))).arrayBuffer());

  beforeAll(async () => {
    db = await openTestDb("pglite");
    client = createPartnerClient(
      {
        baseUrl: `${ORIGIN}/partner/v1`,
        apiKey: DEMO_API_KEY,
        fetch: async (input, init) => sb().app.fetch(new Request(input, init)),
      },
      {
        attemptTimeoutMs: 10_000,
        readBudgetMs: 20_000,
        writeTimeoutMs: 10_000,
        backoffBaseMs: 1,
        backoffCapMs: 5,
      },
    );
    setDefaultPartnerClient(client);
    // The cover is a public file the sandbox's control app serves: the job reads it with the global fetch.
    vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) =>
      sb().control.fetch(new Request(input, init)),
    );
    const events = await client.call(operations.listEvents, { query: { per_page: 100 } });
    for (const e of events.data) {
      const path = { event_id: e.id };
      const [lots, coupons] = await Promise.all([
        client.call(operations.listProducts, { path }),
        client.call(operations.listCoupons, { path }),
      ]);
      if (lots.data.length > 1 && coupons.data.length > 0) {
        source = e;
        sourceLots = lots.data;
        sourceCoupons = coupons.data;
        break;
      }
    }
    expect(source, "a seeded event with lots and coupons").toBeDefined();
    sourceCover = (await client.call(operations.getEvent, { path: { event_id: source.id } })).cover_url;
  }, 180_000);

  afterAll(async () => {
    setDefaultPartnerClient(undefined);
    vi.unstubAllGlobals();
    await db?.cleanup();
  });

  const copies = async () =>
    (
      await client.call(operations.listEvents, { query: { per_page: 100, producer_id: source.producer.id } })
    ).data.filter((e) => e.name === `${source.name} (cópia)`);

  async function run(input: DuplicateEventInput, id = randomUUID()) {
    const existing = await db.db.select().from(jobs).where(eq(jobs.id, id));
    if (existing.length === 0) await insertJob(db.db, { id, name: duplicateEventJob.name, input });
    await executeJob(duplicateEventJob, db.db, { id, input }, new AbortController().signal);
    const [row] = await db.db.select().from(jobs).where(eq(jobs.id, id));
    const items = await db.db.select().from(jobItems).where(eq(jobItems.jobId, id));
    return { id, row, items };
  }

  it("creates a draft copy with its dates moved, every lot and every coupon, one item each", async () => {
    const before = await copies();
    const { row, items } = await run({ sourceEventId: source.id, offsetDays: 7 });
    expect(row.status).toBe("succeeded");
    expect(row.total).toBe(2 + sourceLots.length + sourceCoupons.length); // the event, its cover, lots, coupons
    expect(row.failed).toBe(0);

    const after = await copies();
    expect(after).toHaveLength(before.length + 1);
    const copyId = items.find((i) => i.itemKey === "event")!.detail!;
    const copy = await client.call(operations.getEvent, { path: { event_id: copyId } });
    expect(copy.status).toBe("draft");
    expect(Date.parse(copy.starts_at) - Date.parse(source.starts_at)).toBe(7 * 86_400_000);

    const lots = (await client.call(operations.listProducts, { path: { event_id: copyId } })).data;
    const key = (p: Product) => `${p.name}|${p.amount}|${p.maximum_quantity}|${p.hidden}`;
    expect(lots.map(key).sort()).toEqual(sourceLots.map(key).sort());
    for (const lot of lots) expect(lot.available_quantity).toBe(lot.maximum_quantity);
    const coupons = (await client.call(operations.listCoupons, { path: { event_id: copyId } })).data;
    expect(coupons.map((c) => c.code).sort()).toEqual(sourceCoupons.map((c) => c.code).sort());
    // Issue 24: the copy carries the source's cover (the same image, uploaded to the copy).
    expect(sourceCover, "the seed's events have covers").toBeTruthy();
    expect(items.find((i) => i.itemKey === "cover")).toMatchObject({
      status: "done",
      detail: "cover copied",
    });
    expect(copy.cover_url).toBeTruthy();
    expect(copy.cover_url).not.toBe(sourceCover);
    expect(await coverBytes(copy.cover_url!)).toEqual(await coverBytes(sourceCover!));
  });

  it("a resumed run that lost its records adopts the copy, lots and coupons it made: nothing twice", async () => {
    const input = { sourceEventId: source.id, offsetDays: 30 };
    const first = await run(input);
    const copyId = first.items.find((i) => i.itemKey === "event")!.detail!;
    const countBefore = (await copies()).length;

    // As if the process died after every create but before any outcome was recorded.
    await db.db.delete(jobItems).where(eq(jobItems.jobId, first.id));
    await db.db
      .update(jobs)
      .set({ status: "running", done: 0, failed: 0, finishedAt: null })
      .where(and(eq(jobs.id, first.id)));
    const again = await run(input, first.id);

    expect(again.row.status).toBe("succeeded");
    expect(again.row.failed).toBe(0);
    expect((await copies()).length).toBe(countBefore);
    expect(again.items.find((i) => i.itemKey === "event")!.detail).toBe(copyId);
    const lots = (await client.call(operations.listProducts, { path: { event_id: copyId } })).data;
    const coupons = (await client.call(operations.listCoupons, { path: { event_id: copyId } })).data;
    expect(lots).toHaveLength(sourceLots.length);
    expect(coupons).toHaveLength(sourceCoupons.length);
  });

  it("a second duplication of the same event makes a second copy (never adopts another run's)", async () => {
    const input = { sourceEventId: source.id, offsetDays: 30 };
    const before = (await copies()).length;
    const { items } = await run(input);
    expect((await copies()).length).toBe(before + 1);
    const lots = (
      await client.call(operations.listProducts, {
        path: { event_id: items.find((i) => i.itemKey === "event")!.detail! },
      })
    ).data;
    expect(lots).toHaveLength(sourceLots.length);
  });
});
