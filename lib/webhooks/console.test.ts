import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { webhookInbox } from "@/lib/db/schema";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { listInbox } from "./console";
import { CONSOLE_PAGE_SIZE } from "./keys";

// Deliveries received within one millisecond: received_at keeps microseconds, the console's URL cursor
// keeps milliseconds. Paging "older" must still show every row once.
const ROWS = CONSOLE_PAGE_SIZE + 3;

describe.each(testBackends())("the delivery console's pages on %s", (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(backend);
    await t.db.insert(webhookInbox).values(
      Array.from({ length: ROWS }, (_, i) => ({
        id: randomUUID(),
        kind: "delivery" as const,
        status: "applied" as const,
        receivedAt: sql`${`2026-03-01T12:00:00.123${String(100 + i).padStart(3, "0")}Z`}::timestamptz`,
      })),
    );
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("pages by the keyset cursor without skipping or repeating rows of the same millisecond", async () => {
    const first = await listInbox(t.db, { filter: "all" });
    expect(first).toHaveLength(CONSOLE_PAGE_SIZE);
    const last = first[first.length - 1];
    // What the URL carries: the time as a JS Date (milliseconds) and the id.
    const second = await listInbox(t.db, {
      filter: "all",
      before: { at: new Date(last.receivedAt.toISOString()), id: last.id },
    });
    const ids = [...first, ...second].map((r) => r.id);
    expect(second).toHaveLength(ROWS - CONSOLE_PAGE_SIZE);
    expect(new Set(ids).size).toBe(ROWS);
  });

  it("a cursor whose row is gone still pages by its time", async () => {
    const rows = await listInbox(t.db, {
      filter: "all",
      before: { at: new Date("2026-03-01T12:00:00.124Z"), id: randomUUID() },
    });
    expect(rows).toHaveLength(CONSOLE_PAGE_SIZE);
  });
});
