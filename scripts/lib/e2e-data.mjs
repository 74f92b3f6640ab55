// The e2e server's environment and its seeded data dir, shared by e2e-server.mjs and `npm test` (which
// seeds the data dir beside the build, so the server only has to start once the build is there).
import { existsSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { runSeed } from "./seed-runner.mjs";

/** The server sees only this run's fresh data dir and the embedded sandbox, whatever the caller's env says. */
export function e2eServerEnv({ distDir, dataDir, authSecret = "", port = "" }) {
  return {
    NEXT_DIST_DIR: distDir,
    DATA_DIR: dataDir,
    AUTH_SECRET: authSecret,
    APP_URL: `http://localhost:${port || 3000}`,
    DATABASE_URL: "",
    SANDBOX_DATABASE_URL: "",
    PARTNER_API_URL: "",
    PARTNER_API_KEY: "",
    PARTNER_ENV: "",
    SANDBOX_WEBHOOK_ALLOW_HTTP: process.env.SANDBOX_WEBHOOK_ALLOW_HTTP ?? "localhost,127.0.0.1",
    // The saved sessions (e2e/auth.setup.ts) are signed in at the start of a run that lasts longer than
    // the 10-minute default: step-up is tested on a Palco of its own (e2e/step-up.spec.ts).
    STEP_UP_WINDOW_MINUTES: "240",
  };
}

/** A data dir of ours: under the temp dir and named palco-e2e-*, so cleaning up may delete it. */
export function isE2eDataDir(dataDir) {
  return (
    path.dirname(path.resolve(dataDir)) === os.tmpdir() && path.basename(dataDir).startsWith("palco-e2e-")
  );
}

const seedFile = (dataDir) => path.join(dataDir, "seed.json");

export const isSeeded = (dataDir) => existsSync(seedFile(dataDir));

/** Seeds a fresh data dir (the sandbox's demo and Palco's demo users); resolves to the seed's output or null. */
export function seedE2eDataDir(env) {
  mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  return runSeed({ dataDir: env.DATA_DIR, out: seedFile(env.DATA_DIR), env });
}
