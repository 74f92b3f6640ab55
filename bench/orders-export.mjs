// Issue 9's export figure: the orders CSV of the large seed's festival (100,000 orders) streamed from
// `next start` — elapsed time, rows, and the server's RSS (sampled every 100 ms) beside the goal.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { memoryMb } from "./lib/proc.mjs";
import { ROOT, startNext, stop } from "./lib/server.mjs";
import { signIn } from "./lib/session.mjs";
import { bin, run } from "../scripts/lib/run.mjs";
import { runSeed } from "../scripts/lib/seed-runner.mjs";

const EVENT = "festival-escala-2027";
const RSS_GOAL_MB = 250;

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

/** Seeds demo + large into a fresh data dir, exports the festival's orders (one row per order), prints the figures. */
export async function ordersExportBench({ dist, log }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "palco-bench-export-"));
  const env = {
    NEXT_DIST_DIR: dist,
    DATA_DIR: dataDir,
    AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    DATABASE_URL: "",
    SANDBOX_DATABASE_URL: "",
    PARTNER_API_URL: "",
    PARTNER_API_KEY: "",
    PARTNER_ENV: "",
  };
  try {
    log("orders export: seeding demo + large");
    const seed = await runSeed({ dataDir, out: path.join(dataDir, "seed.json"), env });
    if (!seed?.apiKey) throw new Error("seeding failed");
    const large = await run(
      process.execPath,
      [
        bin("tsx/dist/cli.mjs"),
        "--conditions",
        "react-server",
        `${ROOT}/scripts/sandbox.ts`,
        "seed",
        "--scale",
        "large",
      ],
      { env: { ...env }, toStderr: true },
    );
    if (large !== 0) throw new Error("large seed failed");
    const server = await startNext({ cwd: ROOT, env, path: "/login" });
    try {
      const cookie = await signIn(
        server.base,
        seed.users.find((u) => u.role === "admin"),
      );
      const api = { authorization: `Bearer ${seed.apiKey}` };
      const event = await (await fetch(`${server.base}/partner/v1/events/${EVENT}`, { headers: api })).json();
      const total = (
        await (
          await fetch(`${server.base}/partner/v1/events/${event.id}/orders?per_page=1`, { headers: api })
        ).json()
      ).total;
      const idleMb = memoryMb(server.child.pid).rss;
      log(`orders export: ${total} orders, server RSS ${idleMb} MB before`);
      const r = await streamCsv(
        `${server.base}/api/events/${event.id}/exports/orders?rows=order`,
        cookie,
        server.child.pid,
      );
      const result = { orders: total, ...r, idleMb, goalMb: RSS_GOAL_MB };
      console.log(
        `orders CSV export (large seed): ${r.rows} rows of ${total} orders, ${(r.bytes / 1e6).toFixed(1)} MB in ` +
          `${r.seconds.toFixed(1)} s; server RSS ${idleMb} MB before, peak ${r.peakMb} MB during ` +
          `(goal ≤ ${RSS_GOAL_MB} MB: ${r.peakMb <= RSS_GOAL_MB ? "met" : "not met"}; +${r.peakMb - idleMb} MB while streaming)`,
      );
      return result;
    } finally {
      await stop(server.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
