#!/usr/bin/env node
// npm run bench:ab -- <distA> <distB> — server CPU per view of two builds of Palco, side by side (not a
// test). Timed alone, one build's figure swung 30–50 % within minutes on a shared 2-core host, far more
// than most changes are worth; here both servers run at once on copies of one seeded data dir and their
// rounds alternate (A then B, then B then A), so a slow spell falls on both, and each round's B/A ratio
// is kept. Knobs: BENCH_AB_TARGETS (api,login,events,detail), BENCH_AB_ROUNDS (9), BENCH_AB_REQUESTS (60).
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

const dists = process.argv.slice(2);
if (dists.length !== 2 || !dists.every((d) => existsSync(path.join(ROOT, d, "BUILD_ID")))) {
  console.error(
    "usage: npm run bench:ab -- <distA> <distB>  (two NEXT_DIST_DIR builds, e.g. .next-a .next-b)",
  );
  process.exit(2);
}
const names = (process.env.BENCH_AB_TARGETS ?? "api,login,events,detail").split(",");
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
  return {
    api: ["/partner/v1/events?per_page=25", api],
    me: ["/partner/v1/me", api],
    login: ["/login", {}],
    home: ["/", { cookie }],
    events: ["/events", { cookie }],
    detail: [`/events/${first.data[0].id}`, { cookie }],
    notifications: ["/settings/notifications", { cookie }],
  };
}

/** CPU of the server's process tree per request, over one round of `count` requests. */
async function cpuPerRequest(server, [p, headers], count) {
  const before = cpuMs(server.child.pid);
  const { failures } = await fixedCount(server.base + p, headers, { count, concurrency: 4 });
  if (failures) throw new Error(`${p}: ${failures} failed requests`);
  return (cpuMs(server.child.pid) - before) / count;
}

const root = mkdtempSync(path.join(os.tmpdir(), "palco-bench-ab-"));
const servers = [];
try {
  log("seeding the demo data");
  const seedDir = path.join(root, "seed");
  const seed = await runSeed({
    dataDir: seedDir,
    out: path.join(seedDir, "seed.json"),
    env: demoEnv({ dataDir: seedDir }),
  });
  if (!seed?.apiKey) throw new Error("seeding failed");
  for (const [i, dist] of dists.entries()) {
    // One data dir per server: two processes must never open one PGlite directory.
    const dataDir = path.join(root, `server-${i}`);
    cpSync(seedDir, dataDir, { recursive: true });
    log(`starting ${dist}`);
    const server = await startNext({ cwd: ROOT, env: demoEnv({ dist, dataDir }), path: "/login" });
    servers.push({ ...server, targets: await targetsOf(server.base, seed) });
  }
  const unknown = names.filter((n) => !(n in servers[0].targets));
  if (unknown.length) throw new Error(`unknown targets: ${unknown.join(", ")}`);
  log("warming up");
  for (const s of servers) for (const n of names) await cpuPerRequest(s, s.targets[n], REQUESTS);
  const samples = Object.fromEntries(names.map((n) => [n, [[], []]]));
  for (let round = 0; round < ROUNDS; round++) {
    log(`round ${round + 1} of ${ROUNDS}`);
    for (const n of names)
      for (const k of round % 2 ? [1, 0] : [0, 1])
        samples[n][k].push(await cpuPerRequest(servers[k], servers[k].targets[n], REQUESTS));
  }
  console.log(
    `A = ${dists[0]}, B = ${dists[1]}; CPU ms per request, median of ${ROUNDS} rounds of ${REQUESTS}\n`,
  );
  console.log("| target | A | B | B/A (median of rounds) | rounds B < A |");
  console.log("| --- | --- | --- | --- | --- |");
  for (const n of names) {
    const [a, b] = samples[n];
    const ratio = median(a.map((x, i) => b[i] / x));
    const fewer = a.filter((x, i) => b[i] < x).length;
    console.log(
      `| ${n} | ${median(a).toFixed(1)} | ${median(b).toFixed(1)} | ${ratio.toFixed(2)} | ${fewer} of ${ROUNDS} |`,
    );
  }
} finally {
  for (const s of servers) await stop(s.child);
  rmSync(root, { recursive: true, force: true });
}
