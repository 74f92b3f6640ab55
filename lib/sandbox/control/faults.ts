import { Hono } from "hono";

import type { ControlEnv } from "../context";
import { clearFaults, FaultSettingsSchema, getFaults, setFaults } from "../faults/config";
import { parseJsonBody } from "../validate";

/** Fault injection of the Partner API (applies to every partner request of this sandbox). */
export const faultRoutes = new Hono<ControlEnv>();

// GET /faults
faultRoutes.get("/faults", async (c) => c.json(await getFaults(c.var.sb)));

// POST /faults {latency_ms, error_rate, error_status, hang_rate, rate_limit_rps, seed} — replaces the set.
faultRoutes.post("/faults", async (c) => {
  const input = await parseJsonBody(c, FaultSettingsSchema);
  return c.json(await setFaults(c.var.sb, input));
});

// DELETE /faults — back to a well-behaved API.
faultRoutes.delete("/faults", async (c) => c.json(await clearFaults(c.var.sb)));
