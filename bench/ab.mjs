#!/usr/bin/env node
// npm run bench:ab -- <distA> <distB> — server CPU per view of two builds of Palco, side by side (not a
// test). Timed alone, one build's figure swung 30–50 % within minutes on a shared 2-core host, far more
// than most changes are worth; here both servers run at once and their rounds alternate (A then B, then
// B then A), so a slow spell falls on both, and each round's B/A ratio is kept.
// A dist is a NEXT_DIST_DIR relative to this checkout (.next-a) or the path of another checkout's build
// (/work/wt/base/.next-ab): that build is served from its own checkout, with its own code, migrations and
// seed, so an older commit runs as it shipped. Builds of one checkout share one seeded data dir (copied).
// Knobs: BENCH_AB_TARGETS (api,login,events,detail; "all" for every page below), BENCH_AB_ROUNDS (9),
// BENCH_AB_REQUESTS (60).
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { demoEnv } from "./lib/demo-env.mjs";
import { fixedCount } from "./lib/load.mjs";
import { median } from "./lib/median.mjs";
import { cpuMs } from "./lib/proc.mjs";
import { ROOT, startNext, stop } from "./lib/server.mjs";
import { signIn } from "./lib/session.mjs";
import { runSeed } from "../scripts/lib/seed-runner.mjs";

/** { root, dist, label } of a command-line build: the checkout that serves it and its NEXT_DIST_DIR. */
function buildOf(arg) {
  const full = path.resolve(ROOT, arg);
  return { root: path.dirname(full), dist: path.basename(full), label: arg };
}

const builds = process.argv.slice(2).map(buildOf);
if (builds.length !== 2 || !builds.every((b) => existsSync(path.join(b.root, b.dist, "BUILD_ID")))) {
  console.error(
    "usage: npm run bench:ab -- <distA> <distB>  (two NEXT_DIST_DIR builds, e.g. .next-a /work/wt/base/.next)",
  );
  process.exit(2);
}
const TARGETS = process.env.BENCH_AB_TARGETS ?? "api,login,events,detail";
const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 9);
const REQUESTS = Number(process.env.BENCH_AB_REQUESTS ?? 60);
const log = (m) => process.stderr.write(`[bench:ab] ${m}\n`);

/** Every target of one server: [path, headers]. */
async function targetsOf(base, seed) {
  const cookie = await signIn(
    base,
    seed.users.find((u) => u.role === "admin"),
  );
  const api = { authorization: `Bearer ${seed.apiKey}` };
  const first = await (await fetch(`${base}/partner/v1/events?per_page=1`, { headers: api })).json();
  const event = first.data[0].id;
  return {
    api: ["/partner/v1/events?per_page=25", api],
    me: ["/partner/v1/me", api],
    login: ["/login", {}],
    home: ["/", { cookie }],
    events: ["/events", { cookie }],
    detail: [`/events/${event}`, { cookie }],
    orders: [`/events/${event}/orders`, { cookie }],
    lots: [`/events/${event}/lots`, { cookie }],
    coupons: [`/events/${event}/coupons`, { cookie }],
    door: [`/events/${event}/door`, { cookie }],
    roster: ["/events/copa-sunset-de-esports/roster", { cookie }],
    "event-analytics": [`/events/${event}/analytics`, { cookie }],
    analytics: ["/analytics", { cookie }],
    buyers: ["/buyers", { cookie }],
    birthdays: ["/buyers/birthdays", { cookie }],
    jobs: ["/jobs", { cookie }],
    console: ["/webhooks/console", { cookie }],
    notifications: ["/settings/notifications", { cookie }],
  };
}

/** CPU of the server's process tree per request, over one round of `count` requests. */
async function cpuPerRequest(server, [p, headers], count) {
  const before = cpuMs(server.child.pid);
  const { failures } = await fixedCount(server.base + p, headers, { count, concurrency: 4 });
  // Kept, not thrown: a busy host times a request out now and then; the table says how many failed.
  if (failures) {
    const again = await fetch(server.base + p, { headers, redirect: "manual" }).then((r) => r.status, String);
    log(`${server.base}${p}: ${failures} of ${count} requests failed (one more now: ${again})`);
  }
  server.failures = (server.failures ?? 0) + failures;
  return (cpuMs(server.child.pid) - before) / count;
}

/** One seeded data dir per checkout, each seeded by its own code (its migrations, its seed). */
async function seedEach(root) {
  const seeds = new Map();
  for (const b of builds) {
    if (seeds.has(b.root)) continue;
    log(`seeding the demo data (${b.root})`);
    const dir = path.join(root, `seed-${seeds.size}`);
    const seed = await runSeed({
      root: b.root,
      dataDir: dir,
      out: path.join(dir, "seed.json"),
      env: demoEnv({ dataDir: dir }),
    });
    if (!seed?.apiKey) throw new Error(`seeding failed in ${b.root}`);
    seeds.set(b.root, { dir, seed });
  }
  return seeds;
}

/** The markdown table of the rounds so far: medians, each round's B/A ratio (median and range). */
function table(names, samples, rounds) {
  const [l1, l5, l15] = os.loadavg().map((x) => x.toFixed(2));
  const lines = [
    `A = ${builds[0].label}, B = ${builds[1].label}; CPU ms per request, median of ${rounds} rounds of ` +
      `${REQUESTS}; load average ${l1}, ${l5}, ${l15}\n`,
    "| target | A | B | B/A (median of rounds) | B/A spread (min–max) | rounds B < A |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  for (const n of names) {
    const [a, b] = samples[n];
    const ratios = a.map((x, i) => b[i] / x);
    const fewer = a.filter((x, i) => b[i] < x).length;
    const spread = `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
    lines.push(
      `| ${n} | ${median(a).toFixed(1)} | ${median(b).toFixed(1)} | ${median(ratios).toFixed(2)} | ${spread} | ${fewer} of ${rounds} |`,
    );
  }
  return lines.join("\n");
}

const root = mkdtempSync(path.join(os.tmpdir(), "palco-bench-ab-"));
const servers = [];
// Stopped from outside (a run cut short): the two servers go with it instead of lingering.
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => {
    for (const s of servers) s.child.kill("SIGKILL");
    rmSync(root, { recursive: true, force: true });
    process.exit(130);
  });
try {
  const seeds = await seedEach(root);
  for (const [i, b] of builds.entries()) {
    const { dir, seed } = seeds.get(b.root);
    // One data dir per server: two processes must never open one PGlite directory.
    const dataDir = path.join(root, `server-${i}`);
    cpSync(dir, dataDir, { recursive: true });
    log(`starting ${b.label}`);
    const env = demoEnv({ dist: b.dist, dataDir });
    const server = await startNext({ cwd: b.root, env, path: "/login" });
    servers.push({ ...server, targets: await targetsOf(server.base, seed) });
  }
  const names = TARGETS === "all" ? Object.keys(servers[0].targets) : TARGETS.split(",");
  const unknown = names.filter((n) => !(n in servers[0].targets));
  if (unknown.length) throw new Error(`unknown targets: ${unknown.join(", ")}`);
  log("warming up");
  for (const s of servers)
    for (const n of names) await cpuPerRequest(s, s.targets[n], Math.min(REQUESTS, 15));
  const samples = Object.fromEntries(names.map((n) => [n, [[], []]]));
  for (let round = 0; round < ROUNDS; round++) {
    log(`round ${round + 1} of ${ROUNDS} (load average ${os.loadavg()[0].toFixed(2)})`);
    for (const n of names)
      for (const k of round % 2 ? [1, 0] : [0, 1])
        samples[n][k].push(await cpuPerRequest(servers[k], servers[k].targets[n], REQUESTS));
    // The figures so far, so a run cut short on a busy host still leaves its finished rounds.
    if (round + 1 < ROUNDS) process.stderr.write(`${table(names, samples, round + 1)}\n`);
  }
  console.log(table(names, samples, ROUNDS));
  console.log(
    `\nfailed requests (timeouts, non-2xx): A ${servers[0].failures ?? 0}, B ${servers[1].failures ?? 0}`,
  );
} finally {
  for (const s of servers) await stop(s.child);
  rmSync(root, { recursive: true, force: true });
}
