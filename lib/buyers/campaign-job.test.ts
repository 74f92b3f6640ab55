import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { operations } from "@/lib/contract";
import { campaignCodes } from "@/lib/db/schema";
import { executeJob } from "@/lib/jobs/execute";
import { insertJob } from "@/lib/jobs/store";
import { createPartnerClient, setDefaultPartnerClient, type PartnerClient } from "@/lib/partner/client";
import { DEMO_API_KEY } from "@/lib/sandbox/seed/keys";
import { DEMO_PRODUCERS } from "@/lib/sandbox/seed/producers";
import { describeSandbox, ORIGIN, type TestSandbox } from "@/lib/sandbox/test/fixtures";

import { openTestDb, type TestDb } from "@/test/db";

import { CAMPAIGN_CODE_PATTERN } from "./campaign-code";
import { birthdayCampaignJob } from "./campaign-job";
import { addSuppressed } from "./store";

// The birthday campaign job against the real sandbox (in process) and Palco's DB on PGlite: suppressed
// buyers are left out, one single-use coupon per buyer, and an item re-run after a "crash" between the
// coupon's creation and its recording finds the coupon instead of creating a second one.
const TIMINGS = {
  attemptTimeoutMs: 10_000,
  readBudgetMs: 20_000,
  writeTimeoutMs: 10_000,
  backoffBaseMs: 1,
  backoffCapMs: 5,
};

describeSandbox("birthday campaign job", (sb) => {
  let db: TestDb;
  let client: PartnerClient;
  beforeAll(async () => {
    db = await openTestDb("pglite");
    const sandbox: TestSandbox = sb();
    client = createPartnerClient(
      {
        baseUrl: `${ORIGIN}/partner/v1`,
        apiKey: DEMO_API_KEY,
        fetch: async (i, init) => sandbox.app.fetch(new Request(i, init)),
      },
      TIMINGS,
    );
    setDefaultPartnerClient(client);
  }, 180_000);
  afterAll(async () => {
    setDefaultPartnerClient(undefined);
    await db?.cleanup();
  });

  it("creates one single-use coupon per birthday buyer, minus the suppression list, and resumes without duplicates", async () => {
    const me = await client.call(operations.getMe);
    const producerId = me.producers.find((p) => p.slug === DEMO_PRODUCERS.a.slug)!.id;
    let month = 1;
    let buyers: { id: string; email: string }[] = [];
    for (let m = 1; m <= 12; m++) {
      const d = await client.call(operations.getBuyersDashboard, {
        path: { producer_id: producerId },
        query: { month: m },
      });
      if (d.birthdays_this_month.length > buyers.length) [month, buyers] = [m, d.birthdays_this_month];
    }
    expect(buyers.length).toBeGreaterThanOrEqual(2);
    const event = await client.call(operations.createEvent, {
      body: {
        producer_id: producerId,
        name: `Campaign test ${Date.now()}`,
        starts_at: "2031-06-01T23:00:00Z",
      },
    });
    await addSuppressed(db.db, producerId, [buyers[0].email.toLowerCase()], "test", "test");

    const input = {
      producerId,
      eventId: event.id,
      month,
      year: 2031,
      discountType: "percent" as const,
      discountValue: "10",
    };
    const jobId = randomUUID();
    await insertJob(db.db, { id: jobId, name: birthdayCampaignJob.name, input, producerId });
    await executeJob(birthdayCampaignJob, db.db, { id: jobId, input }, new AbortController().signal);

    const rows = await db.db.select().from(campaignCodes).where(eq(campaignCodes.jobId, jobId));
    expect(rows.map((r) => r.buyerId).sort()).toEqual(
      buyers
        .slice(1)
        .map((b) => b.id)
        .sort(),
    );
    expect(rows.every((r) => r.couponId && CAMPAIGN_CODE_PATTERN.test(r.code ?? ""))).toBe(true);
    expect(rows.every((r) => r.code!.endsWith(`-${String(month).padStart(2, "0")}31`))).toBe(true);
    const coupons = await client.call(operations.listCoupons, { path: { event_id: event.id } });
    expect(coupons.data.map((c) => c.code).sort()).toEqual(rows.map((r) => r.code).sort());
    expect(coupons.data.every((c) => c.usage_limit === 1 && c.discount_type === "percent")).toBe(true);

    // A crash after the create but before the record: the re-run finds the coupon by its code.
    const [first] = rows;
    await db.db.update(campaignCodes).set({ couponId: null }).where(eq(campaignCodes.seq, first.seq));
    const ctx = { db: db.db, jobId, input, producerId, signal: new AbortController().signal };
    expect(await birthdayCampaignJob.runItem(ctx, first.buyerId)).toEqual({
      status: "done",
      detail: first.code,
    });
    const [again] = await db.db.select().from(campaignCodes).where(eq(campaignCodes.seq, first.seq));
    expect(again.couponId).toBe(first.couponId);
    const after = await client.call(operations.listCoupons, { path: { event_id: event.id } });
    expect(after.data).toHaveLength(coupons.data.length);
  }, 120_000);
});
