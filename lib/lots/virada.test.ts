import { describe, expect, it } from "vitest";

import type { LotLike } from "./status";
import { planVirada, runVirada, type ViradaStep } from "./virada";

const NOW = Date.parse("2026-11-23T12:00:00Z");
const NOW_ISO = "2026-11-23T12:00:00.000Z";
const lot = (id: string, over: Partial<LotLike> = {}): LotLike => ({
  id,
  name: `Lote ${id}`,
  maximum_quantity: 100,
  available_quantity: 50,
  sell_starts_at: "2026-11-01T00:00:00Z",
  sell_ends_at: "2026-12-01T00:00:00Z",
  hidden: false,
  ...over,
});

describe("planVirada", () => {
  it("sold out → end it now, reveal the next hidden lot, start its sale now", () => {
    const lots = [
      lot("1", { available_quantity: 0 }),
      lot("2"),
      lot("3", { hidden: true, sell_starts_at: "2026-12-01T00:00:00Z", sell_ends_at: null }),
    ];
    const plan = planVirada(lots, "1", NOW);
    expect(plan.kind).toBe("plan");
    if (plan.kind !== "plan") return;
    expect(plan.next.id).toBe("3");
    expect(plan.steps).toEqual([
      { kind: "end", productId: "1", productName: "Lote 1", patch: { sell_ends_at: NOW_ISO } },
      { kind: "reveal", productId: "3", productName: "Lote 3", patch: { hidden: false } },
      { kind: "start", productId: "3", productName: "Lote 3", patch: { sell_starts_at: NOW_ISO } },
    ]);
  });

  it("a visible scheduled next lot needs no reveal; a hidden one already open needs no start", () => {
    const scheduled = planVirada(
      [lot("1", { available_quantity: 5 }), lot("2", { sell_starts_at: "2026-11-30T00:00:00Z" })],
      "1",
      NOW,
    );
    expect(scheduled.kind === "plan" && scheduled.steps.map((s) => s.kind)).toEqual(["end", "start"]);
    const open = planVirada([lot("1", { available_quantity: 0 }), lot("2", { hidden: true })], "1", NOW);
    expect(open.kind === "plan" && open.steps.map((s) => s.kind)).toEqual(["end", "reveal"]);
  });

  it("a lot whose sale already ended is not ended again", () => {
    const plan = planVirada(
      [lot("1", { available_quantity: 0, sell_ends_at: "2026-11-20T00:00:00Z" }), lot("2", { hidden: true })],
      "1",
      NOW,
    );
    expect(plan.kind === "plan" && plan.steps.map((s) => s.kind)).toEqual(["reveal"]);
  });

  it("only sold-out or nearly sold-out lots (≤ 10 % left) are eligible", () => {
    const lots = [lot("1", { available_quantity: 11 }), lot("2", { hidden: true })];
    expect(planVirada(lots, "1", NOW)).toEqual({ kind: "not_eligible" });
    expect(planVirada([lot("1", { available_quantity: 10 }), lots[1]], "1", NOW).kind).toBe("plan");
    expect(planVirada(lots, "missing", NOW)).toEqual({ kind: "not_eligible" });
  });

  it("no hidden or scheduled lot that can still sell → no next lot", () => {
    const lots = [
      lot("1", { available_quantity: 0 }),
      lot("2"),
      lot("3", { hidden: true, available_quantity: 0 }),
      lot("4", { hidden: true, sell_ends_at: "2026-11-22T00:00:00Z" }),
    ];
    expect(planVirada(lots, "1", NOW)).toEqual({ kind: "no_next" });
  });

  it("looks after the current lot first, then from the start of the list", () => {
    const lots = [
      lot("0", { hidden: true }),
      lot("1", { available_quantity: 0 }),
      lot("2", { hidden: true }),
    ];
    expect(planVirada(lots, "1", NOW)).toMatchObject({ next: { id: "2" } });
    expect(planVirada(lots.slice(0, 2), "1", NOW)).toMatchObject({ next: { id: "0" } });
  });
});

describe("runVirada", () => {
  const steps: ViradaStep[] = (["end", "reveal", "start"] as const).map((kind) => ({
    kind,
    productId: kind,
    productName: kind,
    patch: {},
  }));

  it("applies every step in order when all succeed", async () => {
    const seen: string[] = [];
    const results = await runVirada(steps, async (s) => (seen.push(s.kind), null));
    expect(seen).toEqual(["end", "reveal", "start"]);
    expect(results.map((r) => r.outcome)).toEqual(["applied", "applied", "applied"]);
  });

  it("stops at the first failure and reports what was and was not applied", async () => {
    const seen: string[] = [];
    const results = await runVirada(steps, async (s) => {
      seen.push(s.kind);
      return s.kind === "reveal" ? "maximum_quantity: refused" : null;
    });
    expect(seen).toEqual(["end", "reveal"]);
    expect(results.map((r) => [r.step.kind, r.outcome, r.message])).toEqual([
      ["end", "applied", undefined],
      ["reveal", "failed", "maximum_quantity: refused"],
      ["start", "not_applied", undefined],
    ]);
  });

  it("a thrown error counts as that step's failure", async () => {
    const results = await runVirada(steps, async (s) => {
      if (s.kind === "end") throw new Error("network");
      return null;
    });
    expect(results.map((r) => r.outcome)).toEqual(["failed", "not_applied", "not_applied"]);
    expect(results[0].message).toBe("network");
  });
});
