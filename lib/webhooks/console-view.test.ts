import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { webhookInbox } from "@/lib/db/schema";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { readDeliveryConsole } from "./console-view";
import { consoleSearch, deliveryKeys, parseConsoleParams } from "./keys";

const at = (minute: number) => new Date(Date.UTC(2031, 4, 1, 12, minute));

describe("the console's URL", () => {
  it("takes junk without an error: unknown filter → all, a broken cursor → first page", () => {
    expect(parseConsoleParams(new URLSearchParams("filter=zzz&before=abc"))).toEqual({
      filter: "all",
      before: null,
    });
    expect(parseConsoleParams(new URLSearchParams("before=2031-05-01T12:00:00.000Z|"))).toEqual({
      filter: "all",
      before: null,
    });
  });

  it("round-trips through consoleSearch, and the key names filter and cursor", () => {
    const params = { filter: "duplicates", before: "2031-05-01T12:00:00.000Z|d1" } as const;
    expect(parseConsoleParams(consoleSearch(params))).toEqual(params);
    expect(consoleSearch({ filter: "all", before: null }).toString()).toBe("");
    expect(deliveryKeys.console(params)).toEqual(["deliveries", "console", "duplicates", params.before]);
  });
});

describe.each(testBackends())("readDeliveryConsole on %s", (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
    await t.db.insert(webhookInbox).values(
      [1, 2, 3].map((minute) => ({
        id: `d${minute}-${randomUUID()}`,
        kind: "delivery" as const,
        status: "applied" as const,
        type: "order.paid",
        receivedAt: at(minute),
        ackMs: 10 * minute,
        duplicates: minute === 2 ? 1 : 0,
        orderId: `o${minute}`,
        amount: "180.00",
      })),
    );
  });
  afterAll(() => t?.cleanup());

  it("sends plain JSON: figures, rows newest first with ISO dates, no body or headers", async () => {
    const page = await readDeliveryConsole({ filter: "all", before: null }, t.db);
    expect(page.stats).toMatchObject({ received: 3, applied: 3, duplicates: 1 });
    expect(page.stats.lastDeliveryAt).toBe(at(3).toISOString());
    expect(page.rows.map((r) => r.orderId)).toEqual(["o3", "o2", "o1"]);
    expect(page.rows[0]).toEqual({
      id: expect.stringMatching(/^d3-/),
      receivedAt: at(3).toISOString(),
      ackMs: 30,
      type: "order.paid",
      status: "applied",
      duplicates: 0,
      cause: null,
      orderId: "o3",
      amount: "180.00",
      orderStatus: null,
    });
    expect(JSON.parse(JSON.stringify(page))).toEqual(page);
  });

  it("pages with the cursor of the last row shown, and filters", async () => {
    const first = await readDeliveryConsole({ filter: "all", before: null }, t.db);
    const second = first.rows[1];
    const older = await readDeliveryConsole(
      { filter: "all", before: `${second.receivedAt}|${second.id}` },
      t.db,
    );
    expect(older.rows.map((r) => r.orderId)).toEqual(["o1"]);
    const dups = await readDeliveryConsole({ filter: "duplicates", before: null }, t.db);
    expect(dups.rows.map((r) => r.orderId)).toEqual(["o2"]);
  });
});
