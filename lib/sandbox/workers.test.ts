import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { events, orders, products } from "./db/schema";
import type { SandboxDb } from "./db/types";
import { parseDuration } from "./duration";
import { purchase } from "./simulate";
import { describeSandbox } from "./test/fixtures";
import { startSandboxWorkers } from "./workers";

describe("parseDuration", () => {
  it.each([
    ["90s", 90_000],
    ["30m", 1_800_000],
    ["2h", 7_200_000],
    ["1d", 86_400_000],
    ["1h30m", 5_400_000],
    ["PT2H", 7_200_000],
    ["P1DT12H", 129_600_000],
    ["pt30m", 1_800_000],
  ])("%s → %d ms", (text, ms) => expect(parseDuration(text)).toBe(ms));

  it.each(["", "soon", "2", "-2h", "P", "PT", "0m", "1y", "2h junk"])("refuses %j", (text) =>
    expect(parseDuration(text)).toBeNull(),
  );
});

describeSandbox("worker loops", (sb) => {
  it("expire lapsed reservations in the background and stop cleanly", async () => {
    const order = await purchase(sb().ctx, {
      event: "festival-de-verao-2027",
      buyer: "new",
      items: [{ productId: await firstLot(sb().db), quantity: 1 }],
      outcome: "pending",
      holdMs: 1,
    });
    const workers = startSandboxWorkers(sb().ctx, {
      deliveryIntervalMs: 20,
      tickIntervalMs: 20,
      analyticsIntervalMs: 60_000,
    });
    try {
      await vi.waitFor(
        async () => {
          const [row] = await sb().db.select().from(orders).where(eq(orders.id, order.id));
          expect(row.paymentStatus).toBe("expired");
        },
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      await workers.stop();
    }
    await workers.stop();
  });
});

async function firstLot(db: SandboxDb): Promise<string> {
  const [lot] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(events, eq(events.id, products.eventId))
    .where(eq(events.slug, "festival-de-verao-2027"))
    .limit(1);
  return lot.id;
}
