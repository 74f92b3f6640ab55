import { z } from "zod";

import { CONNECTION_HELP, CONNECTION_OPTIONS, connectionFlags, noArgs, parseCommand } from "./args";
import { openControl } from "./control-client";
import type { CliCommand } from "./types";

const Flags = z.object({
  seed: z.coerce.number().int().min(1).default(1),
  scale: z.enum(["small", "large"]).default("small"),
  orders: z.coerce.number().int().min(100).max(100_000).optional(),
  reset: z.boolean().default(false),
  ...connectionFlags,
  _: noArgs,
});

type SeedAnswer = {
  scale: string;
  seeded: boolean;
  seed: number;
  orders?: number;
  tickets?: number;
  elapsed_ms?: number;
};

export const seedCommand: CliCommand = {
  summary: "Seed the demo data, or --scale large (100k orders); a no-op when already seeded",
  usage: "seed [--seed N] [--scale small|large] [--reset]",
  help: [
    "  --seed N             same seed → identical data (default 1)",
    "  --scale small|large  demo data, or the demo plus a 100,000-order festival and an eSports cup",
    "  --orders N           size of the large festival (default 100000)",
    "  --reset              empty the sandbox first",
    CONNECTION_HELP,
  ].join("\n"),
  async run(args) {
    const flags = parseCommand(
      args,
      {
        seed: { type: "string" },
        scale: { type: "string" },
        orders: { type: "string" },
        reset: { type: "boolean" },
        ...CONNECTION_OPTIONS,
      },
      Flags,
    );
    const started = performance.now();
    const client = await openControl(flags);
    const body = {
      seed: flags.seed,
      scale: flags.scale,
      reset: flags.reset,
      ...(flags.orders ? { orders: flags.orders } : {}),
    };
    const res = await client.request<SeedAnswer>("POST", "/seed", body);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (!res.seeded) console.log(`Already seeded (seed ${res.seed}); nothing changed. (--reset starts over)`);
    else if (res.scale === "large")
      console.log(
        `Seeded large data set with seed ${res.seed}: ${res.orders} orders, ${res.tickets} tickets in ${((res.elapsed_ms ?? 0) / 1000).toFixed(1)} s (${seconds} s in all).`,
      );
    else console.log(`Seeded with seed ${res.seed} in ${seconds} s.`);
    return 0;
  },
};

export const resetCommand: CliCommand = {
  summary: "Empty every sandbox table (keys included)",
  usage: "reset",
  help: CONNECTION_HELP,
  async run(args) {
    const flags = parseCommand(args, CONNECTION_OPTIONS, z.object({ ...connectionFlags, _: noArgs }));
    await (await openControl(flags)).request("POST", "/reset");
    console.log("Sandbox reset.");
    return 0;
  },
};
