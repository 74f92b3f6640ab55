import { Hono } from "hono";
import { z } from "zod";

import type { ControlEnv } from "../context";
import { resetSandbox } from "../seed/reset";
import { seedDemo } from "../seed";
import { parseJsonBody } from "../validate";

export const seedRoutes = new Hono<ControlEnv>();

const SeedInput = z.object({ seed: z.number().int().min(1).default(1), reset: z.boolean().default(false) });

// POST /seed — seeds the demo data (idempotent); `reset: true` truncates first.
seedRoutes.post("/seed", async (c) => {
  const input = await parseJsonBody(c, SeedInput, { optional: true });
  if (input.reset) await resetSandbox(c.var.sb);
  const result = await seedDemo({ seed: input.seed }, c.var.sb);
  return c.json(result);
});

// POST /reset — truncates every table (keys included).
seedRoutes.post("/reset", async (c) => {
  await resetSandbox(c.var.sb);
  return c.json({ ok: true });
});
