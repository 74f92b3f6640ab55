import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { freePort, ROOT, startNext, stop } from "../bench/lib/server.mjs";
import { startSmtpServer } from "../lib/mail/smtp.test-support";
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
  const seed = await seededCopy(dataDir, fullEnv, partner ? "users" : "sandbox");
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
 * Copies this run's seeded data dir of that kind into `dataDir` (seeding it the first time) and returns
 * the seed's output. Seeding the demo took about 16 s and 23 CPU-seconds, once for each of the suite's own
 * Palcos; its outcome does not depend on the variables that tell them apart (SMTP, OIDC, the display time
 * zone, the control token, AUTH_SECRET), and a closed PGlite cluster copies as plain files. The copies are
 * kept in the suite's data dir (E2E_DATA_DIR), so they go with it at the end of the run. Two workers may
 * seed at once: each seeds into its own directory, the first rename wins and the other's is discarded.
 */
async function seededCopy(
  dataDir: string,
  env: Record<string, string>,
  kind: "sandbox" | "users",
): Promise<SeedOutput | null> {
  const suiteData = process.env.E2E_DATA_DIR;
  if (!suiteData) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const templates = path.join(suiteData, "own-palco-templates");
  const template = path.join(templates, kind);
  if (!existsSync(path.join(template, "seed.json"))) {
    mkdirSync(templates, { recursive: true, mode: 0o700 });
    const fresh = mkdtempSync(`${template}-`);
    const out = path.join(fresh, "seed.json");
    const seeded = await runSeed({
      dataDir: fresh,
      out,
      env: { ...env, DATA_DIR: fresh },
      sandbox: kind === "sandbox",
    });
    if (!seeded) {
      rmSync(fresh, { recursive: true, force: true });
      return null;
    }
    try {
      renameSync(fresh, template);
    } catch {
      rmSync(fresh, { recursive: true, force: true }); // another worker's copy is there already
    }
  }
  cpSync(template, dataDir, { recursive: true });
  return JSON.parse(readFileSync(path.join(dataDir, "seed.json"), "utf8")) as SeedOutput;
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

/**
 * One value per worker, made at the first `get()` and released by `stop()` (a file's `test.afterAll`): how
 * a spec shares its Palco between its tests. Not a worker-scoped fixture: Playwright queues the groups
 * whose worker fixtures differ from the rest after all the others, so these files, among the suite's
 * longest, ran last and left one worker alone for minutes.
 */
export function sharedInWorker<T>(make: () => Promise<{ value: T; stop: () => Promise<void> }>) {
  let made: ReturnType<typeof make> | undefined;
  return {
    get: async () => (await (made ??= make())).value,
    stop: async () => {
      const current = made;
      made = undefined;
      // A start that failed has failed its tests already; there is nothing to stop.
      const started = await current?.catch(() => undefined);
      await started?.stop();
    },
  };
}

/**
 * A Palco of its own that sends its mail to an SMTP server the test runs, shared by a file's tests
 * (`sharedInWorker`; stop it in `test.afterAll`). `env` adds to or overrides its variables.
 */
export function sharedPalcoWithMail(
  label: string,
  env: (appUrl: string) => Record<string, string> = () => ({}),
) {
  return sharedInWorker(async () => {
    const smtp = await startSmtpServer();
    const own = await startOwnPalco({
      label,
      env: (appUrl) => ({
        SMTP_URL: `${smtp.url}?from=${encodeURIComponent("Palco <palco@palco.test>")}`,
        ...env(appUrl),
      }),
    });
    return {
      value: { ...own, smtp },
      stop: async () => {
        await own.stop();
        await smtp.close();
      },
    };
  });
}
