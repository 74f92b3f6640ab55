import type { SandboxContext } from "../context";

export type SeedResult = { seeded: boolean; seed: number };

/** Seeds the deterministic demo data set; a no-op on an already seeded database. */
export async function seedDemo(options: { seed?: number } = {}, sb?: SandboxContext): Promise<SeedResult> {
  void sb;
  return { seeded: false, seed: options.seed ?? 1 };
}
