import type { SandboxTx } from "../db/types";
import type { Rng } from "../rng";

/** Handed to every seed step: the open transaction, the seed, and what earlier steps created. */
export type SeedContext = {
  tx: SandboxTx;
  seed: number;
  rng(label: string): Rng;
  producers: { a: string; b: string; other: string };
  /** Event ids by the seed's stable key (e.g. "festival-verao"). */
  events: Record<string, string>;
};

export type SeedStep = (ctx: SeedContext) => Promise<void>;
