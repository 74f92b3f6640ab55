import { Hono } from "hono";
import { z } from "zod";

import type { ControlEnv } from "../context";
import { seedDemo } from "../seed";
import { LARGE_ORDERS, seedLarge } from "../seed/large";
import { resetSandbox } from "../seed/reset";
import { parseJsonBody } from "../validate";

export const seedRoutes = new Hono<ControlEnv>();

const SeedInput = z
  .object({
    seed: z.number().int().min(1).default(1),
    scale: z.enum(["small", "large"]).default("small"),
    /** Size of the large festival (tests use a few thousand); only with scale "large". */
    orders: z.number().int().min(100).max(LARGE_ORDERS).optional(),
    reset: z.boolean().default(false),
  })
  .strict()
  .refine((i) => i.orders === undefined || i.scale === "large", {
    path: ["orders"],
    message: 'only with scale "large"',
  });

// POST /seed {seed, scale, orders?, reset?} — idempotent per scale; `reset: true` truncates first.
seedRoutes.post("/seed", async (c) => {
  const input = await parseJsonBody(c, SeedInput, { optional: true });
  const ctx = c.var.sb;
  if (input.reset) await resetSandbox(ctx);
  if (input.scale === "small")
    return c.json({ scale: "small", ...(await seedDemo(ctx, { seed: input.seed })) });
  const { elapsedMs, ...result } = await seedLarge(ctx, { seed: input.seed, orders: input.orders });
  return c.json({ scale: "large", ...result, elapsed_ms: elapsedMs });
});

// POST /reset — truncates every table (keys included).
seedRoutes.post("/reset", async (c) => {
  await resetSandbox(c.var.sb);
  return c.json({ ok: true });
});
