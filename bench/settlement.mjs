// Issue 23's borderô figure: the large seed's festival (100,000 orders; the API lists 50,000) as PDF and
// XLSX from `next start` with the Partner API in its own process — seconds per file and Palco's RSS growth
// (sampled every 100 ms) beside the goals (15 s each, under 100 MB).
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { demoEnv } from "./lib/demo-env.mjs";
import { memoryMb } from "./lib/proc.mjs";
import { seedDemoAndLarge, withPalcoOn, withStandaloneSandbox } from "./lib/standalone.mjs";

const EVENT = "festival-escala-2027";
export const SETTLEMENT_GOALS = { seconds: 15, rssGrowthMb: 100 };

async function download(url, cookie, pid) {
  const before = memoryMb(pid).rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryMb(pid).rss)), 100);
  const started = performance.now();
  let bytes = 0;
  try {
    const res = await fetch(url, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`borderô answered ${res.status}: ${await res.text()}`);
    for await (const chunk of res.body) bytes += chunk.length;
  } finally {
    clearInterval(sampler);
  }
  return { seconds: (performance.now() - started) / 1000, bytes, beforeMb: before, growthMb: peak - before };
}

/** Seeds demo + large, serves the API alone, downloads the festival's borderô as PDF then XLSX. */
export async function settlementBench({ dist, log }) {
  // BENCH_SETTLEMENT_DATA_DIR keeps the seeded data dir for the next run (the large seed takes minutes on
  // a busy host); it is seeded once, then only reused.
  const kept = process.env.BENCH_SETTLEMENT_DATA_DIR;
  const dataDir = kept ?? mkdtempSync(path.join(os.tmpdir(), "palco-bench-settlement-"));
  // BENCH_SANDBOX_DATABASE_URL: the API's data in PostgreSQL (an empty database) instead of PGlite; the
  // one-connection PGlite serialises every request of the walk, as no platform's API would.
  const sandboxDb = process.env.BENCH_SANDBOX_DATABASE_URL;
  const env = demoEnv({ dist, dataDir, ...(sandboxDb ? { SANDBOX_DATABASE_URL: sandboxDb } : {}) });
  try {
    const seedFile = path.join(dataDir, "seed.json");
    let seed;
    if (kept && existsSync(seedFile)) seed = JSON.parse(readFileSync(seedFile, "utf8"));
    else {
      log("borderô: seeding demo + large");
      seed = await seedDemoAndLarge({ dataDir, env });
    }
    return await withStandaloneSandbox({ env, apiKey: seed.apiKey }, (upstream) =>
      withPalcoOn({ env, upstream, seed }, async ({ server, cookie }) => {
        const out = {};
        for (const format of ["pdf", "xlsx"]) {
          log(`borderô: ${format}`);
          out[format] = await download(
            `${server.base}/api/events/${EVENT}/settlement?format=${format}`,
            cookie,
            server.child.pid,
          ).catch((error) => {
            // The route answers 502 for any failure and logs why: the server's last words say which.
            log(`borderô ${format} failed; Palco's stderr ends with:\n${server.stderrTail()}`);
            throw error;
          });
          console.log(
            `borderô ${format} (large seed's festival): ${(out[format].bytes / 1e3).toFixed(0)} kB in ` +
              `${out[format].seconds.toFixed(1)} s; Palco's RSS ${out[format].beforeMb} MB before, ` +
              `+${out[format].growthMb} MB while generating`,
          );
        }
        return { ...out, goals: SETTLEMENT_GOALS };
      }),
    );
  } finally {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The README's rows for the borderô (figure, Palco, context, goal, met), or "not measured" ones. */
export const settlementRows = (settlement) =>
  ["pdf", "xlsx"].map((format) =>
    settlement?.[format]
      ? [
          `borderô ${format.toUpperCase()} of the large festival, the API in another process`,
          `${settlement[format].seconds.toFixed(1)} s, RSS +${settlement[format].growthMb} MB`,
          `${(settlement[format].bytes / 1e3).toFixed(0)} kB; RSS ${settlement[format].beforeMb} MB before`,
          `≤ ${settlement.goals.seconds} s, < ${settlement.goals.rssGrowthMb} MB`,
          settlement[format].seconds <= settlement.goals.seconds &&
            settlement[format].growthMb < settlement.goals.rssGrowthMb,
        ]
      : [
          `borderô ${format.toUpperCase()} of the large festival`,
          "not measured (see the run's log)",
          "",
          "≤ 15 s, < 100 MB RSS growth",
          null,
        ],
  );

// `node bench/settlement.mjs` alone, against an existing build (NEXT_DIST_DIR, default .next).
if (import.meta.url === `file://${process.argv[1]}`) {
  settlementBench({
    dist: process.env.NEXT_DIST_DIR || ".next",
    log: (m) => process.stderr.write(`[bench] ${m}\n`),
  }).then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
