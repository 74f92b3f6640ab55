import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { freePort, ROOT, startNext, stop } from "../bench/lib/server.mjs";
import { runSeed, type SeedOutput } from "../scripts/lib/seed-runner.mjs";

type Server = Awaited<ReturnType<typeof startNext>>;

/** A Palco a spec started for itself; `stop` ends it and removes its data dir. */
export type OwnPalco = {
  server: Server;
  base: string;
  seed: SeedOutput;
  /** The embedded sandbox's control token (empty when Palco talks to another Partner API). */
  adminToken: string;
  stop: () => Promise<void>;
};

/**
 * A Palco of its own for a spec whose settings or sign-ins must not touch the suite's server: the prebuilt
 * dist, a fresh data dir and AUTH_SECRET, only the variables given here whatever the caller's env (like
 * scripts/lib/e2e-server.mjs). The embedded sandbox, seeded, unless `partner` names another Partner API;
 * then only Palco's users are seeded. `env` may use the address Palco will have (an OIDC provider started
with its redirect URI).
 */
export async function startOwnPalco({
  label,
  env = () => ({}),
  partner,
}: {
  label: string;
  env?: (appUrl: string) => Record<string, string> | Promise<Record<string, string>>;
  partner?: { url: string; apiKey: string };
}): Promise<OwnPalco> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `palco-${label}-`));
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const adminToken = partner ? "" : randomBytes(24).toString("hex");
  const fullEnv = {
    NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? ".next-e2e",
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    APP_URL: appUrl,
    DATABASE_URL: "",
    SANDBOX_DATABASE_URL: "",
    PARTNER_API_URL: partner?.url ?? "",
    PARTNER_API_KEY: partner?.apiKey ?? "",
    PARTNER_ENV: partner ? "staging" : "",
    SMTP_URL: "",
    ...(partner ? {} : { SANDBOX_ADMIN_TOKEN: adminToken }),
    ...(await env(appUrl)),
  };
  const out = path.join(dataDir, "seed.json");
  const seed = await runSeed({ dataDir, out, env: fullEnv, ...(partner ? { sandbox: false } : {}) });
  if (!seed) throw new Error(`seeding the ${label} Palco failed`);
  const server = await startNext({ cwd: ROOT, env: fullEnv, path: "/login", port });
  if (!partner) await sandboxAnswers(server.base, seed.apiKey);
  return {
    server,
    base: server.base,
    seed,
    adminToken,
    stop: async () => {
      await stop(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The embedded sandbox opens its database after the server is up; on a loaded machine its first answer can
 * outlast a test's request timeout, so a spec starts once it has answered (or fails here, saying so).
 */
async function sandboxAnswers(base: string, apiKey: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const res = await fetch(`${base}/partner/v1/me`, {
      headers: { authorization: `Bearer ${apiKey}` },
      signal: AbortSignal.timeout(60_000),
    }).catch(() => null);
    if (res?.ok) return;
    if (Date.now() > deadline) throw new Error(`the embedded sandbox at ${base} did not answer /me`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
