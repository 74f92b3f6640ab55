import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, expect, it } from "vitest";

import { createPartnerClient, setDefaultPartnerClient } from "@/lib/partner/client";
import { DEMO_API_KEY } from "@/lib/sandbox/seed/keys";
import { call, describeSandbox, ORIGIN } from "@/lib/sandbox/test/fixtures";

import { csvResponse } from "./csv-stream";
import { ordersCsv, ordersCsvColumns } from "./orders-csv";

// The orders export against the seeded sandbox: every order of the event, once, in list order; contact
// columns only when allowed; per-item rows add up to the orders' items.
describeSandbox("orders CSV export", (sb) => {
  let eventId: string;
  beforeAll(async () => {
    setDefaultPartnerClient(
      createPartnerClient(
        {
          baseUrl: `${ORIGIN}/partner/v1`,
          apiKey: DEMO_API_KEY,
          fetch: async (i, init) => sb().app.fetch(new Request(i, init)),
        },
        { attemptTimeoutMs: 20_000, readBudgetMs: 40_000 },
      ),
    );
    const events = await call(sb(), "GET", "/events?per_page=100");
    eventId = (events.body.data as { id: string; slug: string }[]).find(
      (e) => e.slug === "festival-de-verao-2027",
    )!.id;
  });
  afterAll(() => setDefaultPartnerClient(undefined));

  async function exported(rows: "item" | "order", contact: boolean) {
    const res = await csvResponse({
      filename: "x.csv",
      columns: ordersCsvColumns({ rows, contact }),
      rows: ordersCsv({ eventId, rows, query: {}, contact, concurrency: 3 }),
      locale: "en",
      timeZone: "America/Manaus",
    });
    return parse(Buffer.from(await res.arrayBuffer()), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
  }

  it("exports every order once, newest first, with contact data only when allowed", async () => {
    const all = await call(sb(), "GET", `/events/${eventId}/orders?per_page=100`);
    expect(all.body.total).toBeGreaterThan(0);
    const perOrder = await exported("order", true);
    expect(perOrder).toHaveLength(all.body.total);
    expect(new Set(perOrder.map((r) => r["Order ID"])).size).toBe(all.body.total);
    expect(perOrder.slice(0, all.body.data.length).map((r) => r["Order ID"])).toEqual(
      (all.body.data as { id: string }[]).map((o) => o.id),
    );
    expect(perOrder[0]["Buyer e-mail"]).toMatch(/@/);
    // The file says it holds documents, and why, on every row.
    expect(perOrder.every((r) => /LGPD art\. 7, V\b/.test(r["Notice: contains documents (CPF/RG)"]))).toBe(
      true,
    );
    // Timestamps in the display zone, named in the header: Manaus is UTC−4 all year.
    const firstApi = all.body.data[0] as { created_at: string };
    const created = perOrder[0]["Created at (America/Manaus)"];
    expect(created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Date.parse(`${created.replace(" ", "T")}-04:00`)).toBe(
      Math.floor(Date.parse(firstApi.created_at) / 1000) * 1000,
    );

    const masked = await exported("order", false);
    expect(Object.keys(masked[0])).not.toContain("Buyer e-mail");
    expect(Object.keys(masked[0])).not.toContain("Buyer document");
    expect(Object.keys(masked[0]).join()).not.toMatch(/document/i);
  });

  it("one row per item adds up to the orders' item counts", async () => {
    const perItem = await exported("item", false);
    const perOrder = await exported("order", false);
    const items = perOrder.reduce((n, r) => n + r.Items.split("; ").filter(Boolean).length, 0);
    expect(perItem).toHaveLength(items);
    expect(Object.keys(perItem[0])).not.toContain("Holder documents");
  });
});
