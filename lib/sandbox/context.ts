import type { SandboxClock } from "./clock";
import type { SandboxDb } from "./db/types";

/** What every handler, worker and seed step of one sandbox instance shares. */
export type SandboxContext = {
  db: SandboxDb;
  clock: SandboxClock;
  kind: "pglite" | "postgres";
  /** Where file-backed state lives (admin token); the PGlite dir's parent for the default instance. */
  dataDir?: string;
  /** Bearer token of the control API (`/sandbox/v1`). */
  adminToken: string;
  /** Multiplies sandbox delays (webhook retry schedule); 1 = real time, 0.001 in fast tests. */
  timeScale: number;
  webhooks: WebhookSettings;
};

/** Webhook sender knobs; the defaults come from the environment (SANDBOX_WEBHOOK_ALLOW_HTTP). */
export type WebhookSettings = {
  /** Hosts that may receive plain-http deliveries (lowercase names or literal IPs). */
  allowHttpHosts: string[];
  /** Per-attempt timeout; the spec's 10 s, never time-scaled. */
  timeoutMs: number;
};

/** The caller, resolved from the bearer key by the auth middleware. */
export type AuthedKey = {
  id: string;
  key: string;
  name: string;
  readOnly: boolean;
  producerIds: string[];
};

export type PartnerEnv = { Variables: { sb: SandboxContext; auth: AuthedKey } };
export type ControlEnv = { Variables: { sb: SandboxContext } };
