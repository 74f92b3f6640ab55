// The e2e server's environment and its seeded data dir, shared by e2e-server.mjs and `npm test` (which
// seeds the data dir beside the build, so the server only has to start once the build is there).
import { existsSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { runSeed } from "./seed-runner.mjs";

/**
 * Where PostgreSQL is (TEST_DATABASE_URL, as CI sets it), the suite's server keeps Palco's and the
 * sandbox's data in two fresh databases named after the run's data dir: queries then run in PostgreSQL's
 * own processes instead of PGlite's WebAssembly inside the one Node process that also renders every page
 * (that process was the e2e suite's bottleneck on 2 cores). PGlite stays covered: without PostgreSQL, with
 * `E2E_DB=pglite`, and in every spec that starts a Palco of its own (e2e/own-palco.ts).
 */
export function e2eDatabases(dataDir) {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin || process.env.E2E_DB === "pglite") return null;
  const palco = path
    .basename(dataDir)
    .replace(/[^a-z0-9]+/gi, "_")
    .toLowerCase();
  const at = (name) => {
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return url.toString();
  };
  return { admin, names: [palco, `${palco}_sandbox`], palco: at(palco), sandbox: at(`${palco}_sandbox`) };
}

async function onAdmin(admin, statements) {
  // Imported here: `npm test` loads this module before it installs what a fresh clone is missing.
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    for (const sql of statements) await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Drops the run's two databases (when it has them); never throws: cleanup must not fail a run. */
export async function dropE2eDatabases(dataDir) {
  const dbs = e2eDatabases(dataDir);
  if (!dbs) return;
  await onAdmin(
    dbs.admin,
    dbs.names.map((n) => `DROP DATABASE IF EXISTS "${n}" WITH (FORCE)`),
  ).catch((err) => console.error(`e2e: dropping ${dbs.names.join(", ")} failed: ${err.message}`));
}

/** The server sees only this run's fresh data dir and the embedded sandbox, whatever the caller's env says. */
export function e2eServerEnv({ distDir, dataDir, authSecret = "", port = "" }) {
  const dbs = e2eDatabases(dataDir);
  return {
    NEXT_DIST_DIR: distDir,
    DATA_DIR: dataDir,
    AUTH_SECRET: authSecret,
    APP_URL: `http://localhost:${port || 3000}`,
    DATABASE_URL: dbs?.palco ?? "",
    SANDBOX_DATABASE_URL: dbs?.sandbox ?? "",
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
export async function seedE2eDataDir(env) {
  mkdirSync(env.DATA_DIR, { recursive: true, mode: 0o700 });
  const dbs = e2eDatabases(env.DATA_DIR);
  if (dbs) {
    const created = await onAdmin(
      dbs.admin,
      dbs.names.map((n) => `CREATE DATABASE "${n}"`),
    ).then(
      () => true,
      (err) => (console.error(`e2e: creating ${dbs.names.join(", ")} failed: ${err.message}`), false),
    );
    if (!created) return null;
  }
  return runSeed({ dataDir: env.DATA_DIR, out: seedFile(env.DATA_DIR), env });
}
