import { parseArgs } from "node:util";

import { getSandbox } from "../instance";
import { seedDemo } from "../seed";
import { resetSandbox } from "../seed/reset";
import type { CliCommand } from "./types";

export const seedCommand: CliCommand = {
  summary: "Seed the demo data (no-op when already seeded; --reset starts over)",
  usage: "seed [--seed N] [--reset]",
  async run(args) {
    const { values } = parseArgs({
      args,
      options: { seed: { type: "string", default: "1" }, reset: { type: "boolean", default: false } },
    });
    const seed = Number(values.seed);
    if (!Number.isInteger(seed) || seed < 1) {
      console.error("--seed must be a positive integer");
      return 2;
    }
    const { ctx } = await getSandbox();
    if (values.reset) await resetSandbox(ctx);
    const result = await seedDemo({ seed }, ctx);
    console.log(
      result.seeded ? `Seeded with seed ${seed}.` : `Already seeded (seed ${result.seed}); nothing changed.`,
    );
    return 0;
  },
};

export const resetCommand: CliCommand = {
  summary: "Empty every sandbox table (keys included)",
  usage: "reset",
  async run() {
    await resetSandbox((await getSandbox()).ctx);
    console.log("Sandbox reset.");
    return 0;
  },
};
