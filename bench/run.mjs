#!/usr/bin/env node
// npm run bench — every figure of issue 7 beside its floor, measured in the same run (not a test):
// JS per route vs a bare Next page; latency at a fixed rate, throughput and server CPU per page vs the
// Partner API call the page wraps; cold start and RSS vs bare; Lighthouse; then bench/sandbox.ts.
// Writes bench/results/<date>.md and the README's Performance table. Knobs: BENCH_SECONDS (10),
// BENCH_RATE (20), BENCH_SKIP_BUILD=1, BENCH_SANDBOX=0 (skip the sandbox benchmark); BENCH_WEBHOOKS,
// BENCH_EXPORT, BENCH_DOOR, BENCH_SETTLEMENT, BENCH_PALETTE =0 skip that feature's bench.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { doorBench } from "./door.mjs";
import { prepareBare } from "./lib/bare.mjs";
import { demoEnv } from "./lib/demo-env.mjs";
import { lighthouseScores } from "./lib/lighthouse.mjs";
import { atRate, fixedCount, maxRate } from "./lib/load.mjs";
import { describeMachine } from "./lib/machine.mjs";
import { cpuMs, memoryMb } from "./lib/proc.mjs";
import { writeResults } from "./lib/results.mjs";
import { sandboxBench } from "./lib/sandbox.mjs";
import { makeSchedule } from "./lib/schedule.mjs";
import { ROOT, sleep, startNext, startNextMedian, stop } from "./lib/server.mjs";
import { signIn } from "./lib/session.mjs";
import { withPalcoOn, withStandaloneSandbox } from "./lib/standalone.mjs";
import { ordersExportBench } from "./orders-export.mjs";
import { paletteBench } from "./palette.mjs";
import { settlementBench } from "./settlement.mjs";
import { webhooksBench, webhooksChaosBench } from "./webhooks.mjs";
import { budgetOf } from "../scripts/lib/route-budget.mjs";
import { kB, routeJs } from "../scripts/lib/route-js.mjs";
import { run } from "../scripts/lib/run.mjs";
import { runSeed } from "../scripts/lib/seed-runner.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const DIST = ".next";
const QUIET_MS = 65_000; // lib/sanitize-off-thread.ts retires its worker after 60 s without work
const log = (m) => process.stderr.write(`[bench] ${m}\n`);

async function build(cwd, label) {
  log(`next build: ${label}`);
  // The Next of the directory's own node_modules: another copy would load a second React.
  const code = await run(process.execPath, [path.join(cwd, "node_modules/next/dist/bin/next"), "build"], {
    cwd,
    env: { NEXT_DIST_DIR: DIST },
    toStderr: true,
  });
  if (code !== 0) throw new Error(`next build failed in ${cwd}`);
}

async function measureBare(dir) {
  const server = await startNextMedian({ cwd: dir, env: { NEXT_DIST_DIR: DIST }, path: "/" });
  await sleep(2000);
  const idle = memoryMb(server.child.pid);
  await maxRate(`${server.base}/`, {}, { seconds: SECONDS });
  const { peak } = memoryMb(server.child.pid);
  // The floor for Lighthouse: the same Chromium and throttling on a page with nothing of Palco's.
  const lighthouse = await lighthouseScores(server.base, null, [["bare /", "/"]]);
  await stop(server.child);
  const { coldStartMs, coldStarts } = server;
  return { coldStartMs, coldStarts, idleMb: idle.rss, peakMb: peak, lighthouse };
}

/** One target: server CPU per request, latency at RATE req/s, and the maximum rate. */
async function measureTarget(pid, url, headers) {
  await fixedCount(url, headers, { count: 20, concurrency: 2 }); // warm-up
  const count = 100;
  const before = cpuMs(pid);
  const fixed = await fixedCount(url, headers, { count, concurrency: 4 });
  const cpuPerRequest = (cpuMs(pid) - before) / count;
  const latency = await atRate(url, headers, { rate: RATE, seconds: SECONDS });
  const max = await maxRate(url, headers, { seconds: SECONDS });
  return {
    cpuPerRequest,
    ...latency,
    max: max.perSecond,
    failures: fixed.failures + latency.failures + max.failures,
  };
}

async function measurePalco(bareDir) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "palco-bench-"));
  const env = demoEnv({ dist: DIST, dataDir });
  try {
    // Staff must use two-factor here: its sign-in stops at the second step, the page measured below.
    const seed = await runSeed({
      dataDir,
      out: path.join(dataDir, "seed.json"),
      env,
      twoFactorRoles: ["staff"],
    });
    if (!seed?.apiKey) throw new Error("seeding failed");
    const server = await startNextMedian({ cwd: ROOT, env, path: "/login" });
    const pid = server.child.pid;
    const admin = seed.users.find((u) => u.role === "admin");
    const cookie = await signIn(server.base, admin);
    const pending = await signIn(
      server.base,
      seed.users.find((u) => u.role === "staff"),
    );
    const api = { authorization: `Bearer ${seed.apiKey}` };
    const first = await (await fetch(`${server.base}/partner/v1/events?per_page=1`, { headers: api })).json();
    const eventId = first.data[0].id;
    const order = (
      await (
        await fetch(`${server.base}/partner/v1/events/${eventId}/orders?per_page=1`, { headers: api })
      ).json()
    ).data?.[0];
    // A run for the job page (the maintenance run of the first start, behind the jobs' system filter).
    const jobsHtml = await (await fetch(`${server.base}/jobs?system=show`, { headers: { cookie } })).text();
    const jobId = /\/jobs\/([0-9a-f-]{36})/.exec(jobsHtml)?.[1];
    const scheduleId = await makeSchedule(server.base, cookie, first.data[0].producer.slug);
    if (!scheduleId) log("no schedule was made: /reports/schedules/[id]/edit is not measured");
    const targets = [
      ["GET /partner/v1/events?per_page=25", "/partner/v1/events?per_page=25", api],
      ["GET /partner/v1/me", "/partner/v1/me", api],
      ["/login", "/login", {}],
      ["/login/two-factor", "/login/two-factor", { cookie: pending }],
      ["/ (home)", "/", { cookie }],
      ["/events", "/events", { cookie }],
      ["/events/[eventId]", `/events/${eventId}`, { cookie }],
      ["/events/[eventId]/lots", `/events/${eventId}/lots`, { cookie }],
      ["/buyers", "/buyers", { cookie }],
      ["/buyers/birthdays", "/buyers/birthdays", { cookie }],
      ["/events/[eventId]/analytics", `/events/${eventId}/analytics`, { cookie }],
      ["/events/[eventId]/analytics/settlement", `/events/${eventId}/analytics/settlement`, { cookie }],
      ["/analytics", "/analytics", { cookie }],
      // The first request starts the background read of the producer's orders; the warm-up loop below
      // lets it finish, so the measured requests render the report from the per-process cache.
      ["/reports", `/reports?producer=${encodeURIComponent(first.data[0].producer.slug)}`, { cookie }],
      [
        "/reports/schedules",
        `/reports/schedules?producer=${encodeURIComponent(first.data[0].producer.slug)}`,
        { cookie },
      ],
      ["/reports/schedules/new", `/reports/schedules/new?kind=settlement&event=${eventId}`, { cookie }],
      ...(scheduleId
        ? [["/reports/schedules/[id]/edit", `/reports/schedules/${scheduleId}/edit`, { cookie }]]
        : []),
      ["/webhooks/console", "/webhooks/console", { cookie }],
      ["/settings/notifications", "/settings/notifications", { cookie }],
      ["/account", "/account", { cookie }],
      ["/account/two-factor", "/account/two-factor", { cookie }],
      ["/team", "/team", { cookie }],
      ["/audit", "/audit", { cookie }],
      ["/events/[eventId]/orders", `/events/${eventId}/orders`, { cookie }],
      ...(order
        ? [["/events/[eventId]/orders/[orderId]", `/events/${eventId}/orders/${order.id}`, { cookie }]]
        : []),
      ["/events/[eventId]/coupons", `/events/${eventId}/coupons`, { cookie }],
      ["/events/[eventId]/door", `/events/${eventId}/door`, { cookie }],
      ["/events/[eventId]/door/arrivals", `/events/${eventId}/door/arrivals`, { cookie }],
      ["/events/[eventId]/roster", "/events/copa-sunset-de-esports/roster", { cookie }],
      ["/jobs", "/jobs", { cookie }],
      ...(jobId ? [["/jobs/[jobId]", `/jobs/${jobId}`, { cookie }]] : []),
    ];
    for (const [, p, headers] of targets) await fetch(server.base + p, { headers });
    await sleep(3000);
    const warmMb = memoryMb(pid).rss;
    // Idle means quiet for longer than the bio sanitizer's worker (jsdom) stays up without work.
    await sleep(QUIET_MS - 3000);
    const idleMb = memoryMb(pid).rss;
    // Every target warm before any is measured: the API call, measured first, otherwise pays for the
    // JIT and caches the pages share with it (its CPU figure swung 8–22 ms from run to run).
    for (const [, p, headers] of targets)
      await fixedCount(server.base + p, headers, { count: 50, concurrency: 4 });
    const results = {};
    for (const [label, p, headers] of targets) {
      log(`load: ${label}`);
      results[label] = await measureTarget(pid, server.base + p, headers);
    }
    const peakMb = memoryMb(pid).peak;
    const lighthouse = await lighthouseScores(server.base, cookie, [
      ["/login", "/login"],
      ["/events", "/events"],
      ["/events/[eventId]", `/events/${eventId}`],
    ]);
    await stop(server.child);
    const split = await settle(measureSplit({ env, seed, bareDir }));
    const { coldStartMs, coldStarts } = server;
    return { coldStartMs, coldStarts, warmMb, idleMb, peakMb, results, lighthouse, split };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The deployed shape beside the demo's: the Partner API in its own process (the standalone sandbox on
 * the same data), so the CPU read off Palco's process is Palco's alone. In the demo one process does the
 * page's work and the API's for every call the page makes. The bare fixture's /list page wraps the same
 * call with nothing of Palco's: the floor any Next page showing these events starts from.
 */
async function measureSplit({ env, seed, bareDir }) {
  return withStandaloneSandbox({ env, apiKey: seed.apiKey }, async (upstream) => {
    const count = 100;
    const cpuPer = async (pid, url, headers) => {
      await fixedCount(url, headers, { count: 50, concurrency: 4 }); // warm-up
      const before = [cpuMs(pid), cpuMs(upstream.child.pid)];
      const { failures } = await fixedCount(url, headers, { count, concurrency: 4 });
      if (failures > 0) throw new Error(`${failures} of ${count} requests to ${url} failed`);
      return [(cpuMs(pid) - before[0]) / count, (cpuMs(upstream.child.pid) - before[1]) / count];
    };
    const own = await withPalcoOn({ env, upstream, seed }, async ({ server, cookie }) => {
      const api = { authorization: `Bearer ${seed.apiKey}` };
      const apiUrl = `${upstream.base}/partner/v1/events?per_page=25`;
      const pageUrl = `${server.base}/events`;
      const [apiCall] = await cpuPer(upstream.child.pid, apiUrl, api);
      const [page, upstreamPerView] = await cpuPer(server.child.pid, pageUrl, { cookie });
      const apiMax = (await maxRate(apiUrl, api, { seconds: SECONDS })).perSecond;
      const pageMax = (await maxRate(pageUrl, { cookie }, { seconds: SECONDS })).perSecond;
      return { apiCall, page, upstreamPerView, apiMax, pageMax };
    });
    // Palco is stopped by now: the bare page's figures are taken with the machine as quiet as for Palco's.
    const floor = await settle(measureBareList({ bareDir, upstream, apiKey: seed.apiKey, cpuPer }));
    return { ...own, floor };
  });
}

/** The bare fixture's /list on the same upstream: CPU per view in its process and its maximum rate. */
async function measureBareList({ bareDir, upstream, apiKey, cpuPer }) {
  const env = { NEXT_DIST_DIR: DIST, BARE_API_URL: upstream.base, BARE_API_KEY: apiKey };
  const bare = await startNext({ cwd: bareDir, env, path: "/list" });
  try {
    const url = `${bare.base}/list`;
    const [page, upstreamPerView] = await cpuPer(bare.child.pid, url, {});
    const max = (await maxRate(url, {}, { seconds: SECONDS })).perSecond;
    return { page, upstreamPerView, max };
  } finally {
    await stop(bare.child);
  }
}

/** A bench that throws leaves its figure out (logged) rather than losing the whole run. */
async function settle(promise) {
  try {
    return await promise;
  } catch (error) {
    log(`failed: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}

async function main() {
  const machine = describeMachine();
  if (!process.env.BENCH_SKIP_BUILD) await build(ROOT, "Palco");
  const bareDir = prepareBare();
  try {
    await build(bareDir.dir, "bare Next page (bench/fixtures/bare-next)");
    await measureAll(machine, bareDir.dir);
  } finally {
    bareDir.cleanup();
  }
}

async function measureAll(machine, bareDir) {
  const palcoJs = routeJs(path.join(ROOT, DIST));
  const bareJs = routeJs(path.join(bareDir, DIST))["/"].gzip;
  const js = Object.entries(palcoJs)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, { gzip }]) => ({ route, gzip, bare: bareJs, budget: budgetOf(route) }));
  log("bare: cold start, RSS");
  const bare = await measureBare(bareDir);
  log("Palco: seed, cold start, load");
  const palco = await measurePalco(bareDir);
  const sandbox = process.env.BENCH_SANDBOX === "0" ? null : await sandboxBench();
  // Each feature bench reports null when it could not run; the results say so instead of a figure.
  const features = {
    webhooks: process.env.BENCH_WEBHOOKS === "0" ? null : await webhooksBench({ seconds: SECONDS }),
    chaos: process.env.BENCH_WEBHOOKS === "0" ? null : await webhooksChaosBench(),
    ordersExport:
      process.env.BENCH_EXPORT === "0" ? null : await settle(ordersExportBench({ dist: DIST, log })),
    door: process.env.BENCH_DOOR === "0" ? null : await settle(doorBench({ dist: DIST })),
    settlement:
      process.env.BENCH_SETTLEMENT === "0" ? null : await settle(settlementBench({ dist: DIST, log })),
    palette: process.env.BENCH_PALETTE === "0" ? null : await settle(paletteBench({ dist: DIST })),
  };
  const file = writeResults({
    machine,
    js,
    bare,
    palco,
    sandbox,
    features,
    seconds: SECONDS,
    rate: RATE,
    kB,
  });
  log(`results: ${file}`);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
