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
