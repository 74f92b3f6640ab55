import { z } from "zod";

import type { SandboxContext } from "../context";
import { getSetting, setSetting } from "../settings";

const KEY = "faults";

/** Fault knobs of the Partner API; stored in `sandbox_settings` so they survive a restart. */
export const FaultSettingsSchema = z
  .object({
    latency_ms: z.number().int().min(0).max(60_000).default(0),
    /** Share of requests answered with `error_status` instead of the real answer. */
    error_rate: z.number().min(0).max(1).default(0),
    error_status: z.union([z.literal(500), z.literal(502), z.literal(503), z.literal(504)]).default(503),
    /** Share of requests never answered (until the client gives up). */
    hang_rate: z.number().min(0).max(1).default(0),
    /** Requests per second per API key; 0 = unlimited. Excess → 429 with Retry-After. */
    rate_limit_rps: z.number().min(0).max(100_000).default(0),
    /** Makes the error/hang draws a fixed sequence (tests); absent = Math.random. */
    seed: z.number().int().min(0).nullable().default(null),
    /**
     * Only requests whose path starts with this (`/partner/v1/events/<id>/`) get the faults; null = all.
     * Lets one test slow its own event without slowing every other client of the sandbox.
     */
    path_prefix: z.string().startsWith("/partner/v1/").max(500).nullable().default(null),
  })
  .strict();
export type FaultSettings = z.output<typeof FaultSettingsSchema>;

const NO_FAULTS: FaultSettings = FaultSettingsSchema.parse({});

/** `generation` changes on every set, so a seeded fault sequence starts over each time it is posted. */
type Cached = { value: FaultSettings; at: number; generation: number };
const cache = new WeakMap<SandboxContext, Cached>();
// Re-read now and then so a change made by another process on the same database takes effect.
const TTL_MS = 1000;

export function isActive(f: FaultSettings): boolean {
  return f.latency_ms > 0 || f.error_rate > 0 || f.hang_rate > 0 || f.rate_limit_rps > 0;
}

/** The current faults; read from the database at most once a second per sandbox. */
export async function getFaults(ctx: SandboxContext): Promise<FaultSettings> {
  const hit = cache.get(ctx);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const stored = await getSetting<unknown>(ctx.db, KEY, null);
  const parsed = FaultSettingsSchema.safeParse(stored ?? {});
  const value = parsed.success ? parsed.data : NO_FAULTS;
  cache.set(ctx, { value, at: Date.now(), generation: hit?.generation ?? 0 });
  return value;
}

export const faultsGeneration = (ctx: SandboxContext) => cache.get(ctx)?.generation ?? 0;

export async function setFaults(ctx: SandboxContext, value: FaultSettings): Promise<FaultSettings> {
  await setSetting(ctx.db, KEY, value);
  cache.set(ctx, { value, at: Date.now(), generation: faultsGeneration(ctx) + 1 });
  return value;
}

export const clearFaults = (ctx: SandboxContext) => setFaults(ctx, NO_FAULTS);
