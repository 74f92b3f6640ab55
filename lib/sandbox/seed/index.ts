import { sql } from "drizzle-orm";

import type { SandboxContext } from "../context";
import { createRng } from "../rng";
import { getSetting, setSetting } from "../settings";
import { seedCatalog } from "./catalog";
import type { SeedContext, SeedStep } from "./context";
import { seedEvents } from "./events";
import { seedOrders } from "./orders";
import { seedProducers } from "./producers";

export type SeedResult = { seeded: boolean; seed: number };

const MARKER = "demo_seed";

/** In order; a later feature appends its step (orders, buyers, webhooks...) here. */
export const SEED_STEPS: SeedStep[] = [seedProducers, seedEvents, seedCatalog, seedOrders];

/**
 * Seeds the deterministic demo data set (same seed → identical rows). A no-op on an already seeded
 * database, so every demo start keeps what the previous run changed; `resetSandbox()` starts over.
 */
export async function seedDemo(sb: SandboxContext, options: { seed?: number } = {}): Promise<SeedResult> {
  const seed = options.seed ?? 1;
  return sb.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    const existing = await getSetting<{ seed: number } | null>(tx, MARKER, null);
    if (existing) return { seeded: false, seed: existing.seed };
    const ctx: SeedContext = {
      tx,
      seed,
      rng: (label) => createRng(seed, label),
      producers: { a: "", b: "", other: "" },
      events: {},
    };
    for (const step of SEED_STEPS) await step(ctx);
    await setSetting(tx, MARKER, { seed });
    return { seeded: true, seed };
  });
}
