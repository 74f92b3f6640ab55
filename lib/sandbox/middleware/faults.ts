import { setTimeout as delay } from "node:timers/promises";

import { createMiddleware } from "hono/factory";

import type { PartnerEnv, SandboxContext } from "../context";
import { faultsGeneration, getFaults, isActive, type FaultSettings } from "../faults/config";
import { RateLimiter } from "../faults/limiter";
import { createRng } from "../rng";

type FaultState = {
  limiter: RateLimiter;
  random?: () => number;
  seeded?: { seed: number; generation: number; next: () => number };
};
const states = new WeakMap<SandboxContext, FaultState>();

function stateOf(ctx: SandboxContext): FaultState {
  let state = states.get(ctx);
  if (!state) states.set(ctx, (state = { limiter: new RateLimiter() }));
  return state;
}

/** Tests pin the error/hang draws (e.g. `() => 0` always faults); `undefined` restores the default. */
export function setFaultRandom(ctx: SandboxContext, random: (() => number) | undefined): void {
  stateOf(ctx).random = random;
}

function draw(ctx: SandboxContext, state: FaultState, faults: FaultSettings): number {
  if (state.random) return state.random();
  if (faults.seed === null) return Math.random();
  const generation = faultsGeneration(ctx);
  if (state.seeded?.seed !== faults.seed || state.seeded.generation !== generation)
    state.seeded = { seed: faults.seed, generation, next: createRng(faults.seed, "faults").next };
  return state.seeded.next();
}

/** Resolves after `ms`, or early when the client aborts; the timer never outlives the request. */
async function sleep(ms: number, signal: AbortSignal): Promise<void> {
  await delay(ms, undefined, { signal }).catch(() => undefined);
}

/** Never resolves on its own: no timer is armed, only a listener released with the request. */
function untilAborted(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
}

// What a proxy logs for a request the client gave up on; nobody reads this body.
const clientClosed = () => new Response(null, { status: 499 });

/**
 * Fault injection configured through the control API (`POST /sandbox/v1/faults`): a per-key rate
 * limit (429 + Retry-After), added latency, hangs that last until the client aborts, and 5xx answers;
 * on every partner request, or on those under `path_prefix`.
 */
export const injectFaults = createMiddleware<PartnerEnv>(async (c, next) => {
  // The OpenAPI document is not an operation of the API; code generators fetch it unharmed.
  if (c.req.path.endsWith("/openapi.json")) return next();
  const ctx = c.var.sb;
  const faults = await getFaults(ctx);
  if (!isActive(faults) || !c.req.path.startsWith(faults.path_prefix ?? "")) return next();
  const state = stateOf(ctx);
  const signal = c.req.raw.signal;

  if (faults.rate_limit_rps > 0) {
    const key = c.req.header("authorization")?.trim() || "anonymous";
    const waitMs = state.limiter.take(key, faults.rate_limit_rps);
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      return c.json({ error: "Rate limit exceeded" }, 429, { "Retry-After": String(seconds) });
    }
  }
  if (faults.latency_ms > 0) await sleep(faults.latency_ms, signal);
  if (signal.aborted) return clientClosed();
  if (faults.hang_rate > 0 && draw(ctx, state, faults) < faults.hang_rate) {
    await untilAborted(signal);
    return clientClosed();
  }
  if (faults.error_rate > 0 && draw(ctx, state, faults) < faults.error_rate) {
    return c.json({ error: "Service unavailable (injected fault)" }, faults.error_status);
  }
  await next();
});
