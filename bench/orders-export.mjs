// Issue 9's export figure: the orders CSV of the large seed's festival (100,000 orders, of which the API
// lists the 50,000 paid, pending and cancelled) streamed from `next start` — elapsed time, rows, and the
// server's RSS (sampled every 100 ms) beside the goal, in three shapes: Palco on PostgreSQL (as deployed),
// Palco on PGlite, both with the API in another process, and the demo's embedded sandbox.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { demoEnv } from "./lib/demo-env.mjs";
import { memoryMb } from "./lib/proc.mjs";
import { ROOT, startNext, stop } from "./lib/server.mjs";
import { signIn } from "./lib/session.mjs";
import { seedDemoAndLarge, upstreamEnv, withStandaloneSandbox } from "./lib/standalone.mjs";
import { runSeed } from "../scripts/lib/seed-runner.mjs";

const EVENT = "festival-escala-2027";
const RSS_GOAL_MB = 250;
// Palco's own database on PostgreSQL, as deployed (DESIGN: instances share PostgreSQL); skipped without one.
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** A throwaway database on PG_URL's server for Palco's tables; `drop()` removes it. */
async function throwawayDatabase() {
  const { default: pg } = await import("pg");
  const name = `palco_bench_export_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function streamCsv(url, cookie, pid) {
  let peak = memoryMb(pid).rss;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryMb(pid).rss)), 100);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const res = await fetch(url, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (const b of chunk) if (b === 10) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  return { seconds: (performance.now() - started) / 1000, bytes, rows: lines - 1, peakMb: peak };
}

/** One export of the festival's orders from a fresh `next start` with `env`; prints and returns its figures. */
async function exportOnce({ env, admin, apiBase, apiKey, label, log }) {
  const server = await startNext({ cwd: ROOT, env, path: "/login" });
  try {
    const cookie = await signIn(server.base, admin);
    const api = { authorization: `Bearer ${apiKey}` };
    const base = apiBase ?? server.base;
    const event = await (await fetch(`${base}/partner/v1/events/${EVENT}`, { headers: api })).json();
    const total = (
      await (await fetch(`${base}/partner/v1/events/${event.id}/orders?per_page=1`, { headers: api })).json()
    ).total;
    const idleMb = memoryMb(server.child.pid).rss;
    log(`orders export (${label}): ${total} orders, server RSS ${idleMb} MB before`);
    const r = await streamCsv(
      `${server.base}/api/events/${event.id}/exports/orders?rows=order`,
      cookie,
      server.child.pid,
    );
    console.log(
      `orders CSV export (large seed, ${label}): ${r.rows} rows of ${total} orders, ` +
        `${(r.bytes / 1e6).toFixed(1)} MB in ${r.seconds.toFixed(1)} s; Palco's RSS ${idleMb} MB before, ` +
        `peak ${r.peakMb} MB during (+${r.peakMb - idleMb} MB while streaming)`,
    );
    return { orders: total, ...r, idleMb, shape: label };
  } finally {
    await stop(server.child);
  }
}

/**
 * The production shape: Palco's tables on PostgreSQL (demo users seeded there), the Partner API in another
 * process, so the RSS is Palco's process alone with no embedded database.
 */
async function exportOnPostgres({ env, dataDir, upstream, apiKey, log }) {
  const db = await throwawayDatabase();
  try {
    const pgEnv = { ...env, DATABASE_URL: db.url };
    const users = await runSeed({
      dataDir,
      out: path.join(dataDir, "seed-pg.json"),
      sandbox: false,
      env: pgEnv,
    });
    if (!users) throw new Error("seeding Palco's users on PostgreSQL failed");
    return await exportOnce({
      env: { ...pgEnv, ...upstreamEnv(upstream, apiKey) },
      admin: users.users.find((u) => u.role === "admin"),
      apiBase: upstream.base,
      apiKey,
      label: "Palco on PostgreSQL, the API in another process",
      log,
    });
  } finally {
    await db.drop();
  }
}

/** Seeds demo + large into a fresh data dir, exports the festival's orders (one row per order), prints the figures. */
export async function ordersExportBench({ dist, log }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "palco-bench-export-"));
  const env = demoEnv({ dist, dataDir });
  try {
    log("orders export: seeding demo + large");
    const seed = await seedDemoAndLarge({ dataDir, env });
    const admin = seed.users.find((u) => u.role === "admin");
    // The Partner API in its own process (the standalone sandbox), so the RSS is Palco's alone: Palco on
    // PostgreSQL, then on PGlite. Then the demo shape, the sandbox and its 100,000 orders inside Palco.
    let onPostgres = null;
    const alone = await withStandaloneSandbox({ env, apiKey: seed.apiKey }, async (upstream) => {
      if (PG_URL) onPostgres = await exportOnPostgres({ env, dataDir, upstream, apiKey: seed.apiKey, log });
      else log("orders export: Palco on PostgreSQL skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
      return exportOnce({
        env: { ...env, ...upstreamEnv(upstream, seed.apiKey) },
        admin,
        apiBase: upstream.base,
        apiKey: seed.apiKey,
        label: "Palco on PGlite, the API in another process",
        log,
      });
    });
    const embedded = await exportOnce({
      env,
      admin,
      apiBase: null,
      apiKey: seed.apiKey,
      label: "Palco with the embedded sandbox",
      log,
    });
    return {
      ...(onPostgres ?? alone),
      pgliteIdleMb: onPostgres ? alone.idleMb : null,
      pglitePeakMb: onPostgres ? alone.peakMb : null,
      goalMb: RSS_GOAL_MB,
      embeddedPeakMb: embedded.peakMb,
      embeddedIdleMb: embedded.idleMb,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
