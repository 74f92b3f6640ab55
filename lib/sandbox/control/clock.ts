import { Hono } from "hono";
import { z } from "zod";

import type { ControlEnv } from "../context";
import { parseDuration } from "../duration";
import { parseJsonBody } from "../validate";
import { runDueWork } from "../workers";

export const clockRoutes = new Hono<ControlEnv>();

const clockBody = (c: { var: ControlEnv["Variables"] }) => ({
  now: c.var.sb.clock.now().toISOString(),
  offset_ms: c.var.sb.clock.offset(),
});

// GET /clock
clockRoutes.get("/clock", (c) => c.json(clockBody(c)));

const ClockInput = z.union([
  z.object({ offset_ms: z.number().int() }).strict(),
  z.object({ advance_ms: z.number().int() }).strict(),
  z.object({ now: z.iso.datetime({ offset: true }) }).strict(),
]);

// POST /clock — set an offset, advance by some ms, or jump to an instant.
clockRoutes.post("/clock", async (c) => {
  const input = await parseJsonBody(c, ClockInput);
  const { clock } = c.var.sb;
  if ("offset_ms" in input) await clock.setOffset(input.offset_ms);
  else if ("advance_ms" in input) await clock.advance(input.advance_ms);
  else await clock.setOffset(Date.parse(input.now) - Date.now());
  return c.json(clockBody(c));
});

const AdvanceInput = z
  .object({
    duration: z
      .string()
      .max(40)
      .refine((d) => parseDuration(d) !== null, 'a duration such as "30m", "2h", "1d" or ISO 8601 "PT2H"'),
  })
  .strict();

// POST /clock/advance {duration} — moves time forward, then runs what fell due (expiries, refunds, webhooks).
clockRoutes.post("/clock/advance", async (c) => {
  const { duration } = await parseJsonBody(c, AdvanceInput);
  await c.var.sb.clock.advance(parseDuration(duration)!);
  const due = await runDueWork(c.var.sb);
  return c.json({ ...clockBody(c), due });
});
