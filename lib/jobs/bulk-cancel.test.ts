import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { jobItems, jobs } from "@/lib/db/schema";
import { createPartnerClient, setDefaultPartnerClient } from "@/lib/partner/client";
import { DEMO_API_KEY } from "@/lib/sandbox/seed/keys";
import { call, control, describeSandbox, ORIGIN, type TestSandbox } from "@/lib/sandbox/test/fixtures";

import { openTestDb, type TestDb } from "@/test/db";

import { bulkCancelJob } from "./bulk-cancel";
import type { JobDefinition } from "./define";
import { executeJob, RunInterrupted } from "./execute";

// The bulk-cancel job against the real sandbox: one resale refusal, one order already cancelled, a run
// interrupted right after a cancel was sent (before its outcome was recorded) and resumed — no order is
// cancelled twice, and the outcomes say what happened to each.
const sent: { method: string; path: string }[] = [];

function useSandboxClient(sb: TestSandbox) {
  setDefaultPartnerClient(
    createPartnerClient(
      {
        baseUrl: `${ORIGIN}/partner/v1`,
        apiKey: DEMO_API_KEY,
        fetch: async (input, init) => {
          const req = new Request(input, init);
          sent.push({ method: req.method, path: new URL(req.url).pathname });
          return sb.app.fetch(req);
        },
      },
      { attemptTimeoutMs: 20_000, readBudgetMs: 40_000, writeTimeoutMs: 20_000 },
    ),
  );
}

async function purchase(sb: TestSandbox, event: string, outcome = "pay") {
  const res = await control(sb, "POST", "/purchase", { event, quantity: 1, outcome });
  expect(res.status).toBe(201);
  return ((await res.json()) as { order: { id: string; tickets: { id: string }[] } }).order;
}

describeSandbox("bulk-cancel job", (sb) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb("pglite");
    useSandboxClient(sb());
  }, 180_000);
  afterAll(async () => {
    setDefaultPartnerClient(undefined);
    await db?.cleanup();
  });

  it("cancels the paid orders of a filter once each, refuses resale, skips cancelled, resumes after a crash", async () => {
    const events = await call(sb(), "GET", "/events?per_page=100");
    const festival = (events.body.data as { id: string; slug: string }[]).find(
      (e) => e.slug === "festival-de-verao-2027",
    )!;
    const since = ((await (await control(sb(), "GET", "/clock")).json()) as { now: string }).now;
    const paid = [];
    for (let i = 0; i < 6; i++) paid.push(await purchase(sb(), festival.id));
    await purchase(sb(), festival.id, "pending");
    const listing = await control(sb(), "POST", `/tickets/${paid[0].tickets[0].id}/resale`, {
      price: "150.00",
    });
    expect(listing.status).toBe(201);
    const bought = await control(
      sb(),
      "POST",
      `/resale/${((await listing.json()) as { id: string }).id}/buy`,
      {},
    );
    expect(bought.status).toBe(201);
    const resaleOrder = ((await bought.json()) as { order: { id: string } }).order.id;
    expect((await control(sb(), "POST", `/orders/${paid[5].id}/cancel`, {})).status).toBe(200);

    const until = new Date(Date.now() + 60 * 60_000).toISOString();
    const input = { eventId: festival.id, since, until, reason: "Evento cancelado" };
    const job = { id: crypto.randomUUID(), input };
    const mark = sent.length;

    // First attempt: stops (as a kill would) right after the third cancel was sent, before its outcome is stored.
    const stop = new AbortController();
    let cancels = 0;
    const crashing: JobDefinition<typeof input> = {
      ...(bulkCancelJob as JobDefinition<typeof input>),
      concurrency: 1,
      runItem: async (ctx, key) => {
        const before = sent.filter((r) => r.path.endsWith("/cancel")).length;
        const outcome = await bulkCancelJob.runItem(ctx as never, key);
        if (sent.filter((r) => r.path.endsWith("/cancel")).length > before && ++cancels === 3) stop.abort();
        return outcome;
      },
    };
    await expect(executeJob(crashing, db.db, job, stop.signal)).rejects.toBeInstanceOf(RunInterrupted);
    expect(await db.db.$count(jobItems, eq(jobItems.jobId, job.id))).toBeGreaterThan(0);

    await executeJob(bulkCancelJob, db.db, job, new AbortController().signal);

    const [row] = await db.db.select().from(jobs).where(eq(jobs.id, job.id));
    const items = await db.db.select().from(jobItems).where(eq(jobItems.jobId, job.id));
    const outcome = new Map(items.map((i) => [i.itemKey, i]));
    expect(row.status).toBe("succeeded");
    expect(row.total).toBe(7); // 6 purchases + the resale order; the pending one is not part of it
    expect(outcome.get(resaleOrder)).toMatchObject({ status: "failed" });
    expect(outcome.get(resaleOrder)!.detail).toMatch(/^refused: .*resale/i);
    expect(outcome.get(paid[5].id)).toMatchObject({ status: "done", detail: "skipped: already cancelled" });
    const cancelPosts = sent.slice(mark).filter((r) => r.method === "POST" && r.path.endsWith("/cancel"));
    for (const order of paid) {
      const posts = cancelPosts.filter((r) => r.path.includes(order.id)).length;
      expect(posts, `cancel POSTs for ${order.id}`).toBeLessThanOrEqual(1);
      const now = await call(sb(), "GET", `/events/${festival.id}/orders/${order.id}`);
      expect(now.body.payment_status).toBe("cancelled");
    }
    // Five cancels sent (paid[0..4]) plus the refused resale; paid[5] was cancelled before the run.
    expect(cancelPosts).toHaveLength(6);
    expect(items.filter((i) => i.detail?.startsWith("cancelled"))).toHaveLength(4);
  }, 180_000);
});
