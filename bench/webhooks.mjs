// The webhook receiver's ack latency at a fixed rate (issue 11): a fresh Palco holding one receiver
// secret, signed deliveries with unique ids at BENCH_WEBHOOK_RATE req/s (50), while processing is slow
// (every Partner API read-back delayed by 1.5 s through the sandbox's fault injection), in
// BENCH_WEBHOOK_ROUNDS rounds (3) of BENCH_SECONDS on one server. Not a test.
import { spawn } from "node:child_process";
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import autocannon from "autocannon";

import { demoEnv } from "./lib/demo-env.mjs";
import { medianBy } from "./lib/median.mjs";
import { ROOT, startNext, stop } from "./lib/server.mjs";
import { bin, run } from "../scripts/lib/run.mjs";
import { runSeed } from "../scripts/lib/seed-runner.mjs";

const log = (m) => process.stderr.write(`[bench] ${m}\n`);
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function delivery(secret) {
  const id = randomUUID();
  const body = JSON.stringify({
    id,
    type: "order.paid",
    created_at: new Date().toISOString(),
    data: {
      order: { id: randomUUID(), event_id: randomUUID(), payment_status: "paid", amount: "180.00" },
      event: { id: randomUUID(), slug: "bench", name: "Bench" },
      producer: { id: randomUUID(), slug: "bench", name: "Bench" },
    },
  });
  return {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      "x-partner-event": "order.paid",
      "x-partner-delivery-id": id,
      "x-partner-signature": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`,
    },
  };
}

export async function webhooksBench({
  seconds = 10,
  rate = Number(process.env.BENCH_WEBHOOK_RATE ?? 50),
  rounds = Number(process.env.BENCH_WEBHOOK_ROUNDS ?? 3),
} = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "palco-bench-webhooks-"));
  const secret = randomBytes(24).toString("base64url");
  const port = 3000 + Math.floor(Math.random() * 2000);
  const env = demoEnv({
    dist: process.env.BENCH_DIST ?? ".next",
    dataDir,
    APP_URL: `http://127.0.0.1:${port}`,
  });
  let server;
  try {
    if (!(await runSeed({ dataDir, out: path.join(dataDir, "seed.json"), env })))
      throw new Error("seeding failed");
    const held = await run(
      process.execPath,
      [
        bin("tsx/dist/cli.mjs"),
        "--conditions",
        "react-server",
        `${ROOT}/bench/webhooks/hold-secret.ts`,
        secret,
      ],
      { env: { ...env }, toStderr: true },
    );
    if (held !== 0) throw new Error("could not store the receiver secret");
    server = await startNext({ cwd: ROOT, env, path: "/login" });
    const token = readFileSync(path.join(dataDir, "sandbox-admin-token"), "utf8").trim();
    const faults = await fetch(`${server.base}/sandbox/v1/faults`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ latency_ms: 1500 }),
    });
    if (!faults.ok) log(`faults not set (${faults.status}): processing runs at normal speed`);
    const url = `${server.base}/api/webhooks/partner`;
    await ackRound({ url, secret, rate, seconds: 3 }); // warm-up at the rate: the first seconds ran slowest
    // One round's p99 is its ~5th-slowest ack: on the same build it read 220–690 ms across runs. The
    // round with the median p99 is kept, beside every round's.
    const runs = [];
    for (let r = 0; r < rounds; r++) runs.push(await ackRound({ url, secret, rate, seconds }));
    const figures = { ...medianBy(runs, (x) => x.p99) };
    figures.rounds = runs.map((x) => x.p99);
    log(
      `webhook receiver ack at ${rate} req/s with slow processing: p50 ${figures.p50} ms, p95 ${figures.p95} ms, ` +
        `p99 ${figures.p99} ms (rounds: ${figures.rounds.join(", ")}; goal p99 < 500 ms); ` +
        `${figures.acknowledged} acknowledged, ${figures.failures} failed`,
    );
    console.log(
      `webhooks: ack p99 ${figures.p99} ms at ${rate} req/s (${figures.acknowledged} 2xx, ${figures.failures} failures)`,
    );
    return figures;
  } catch (error) {
    log(`webhooks bench failed: ${error instanceof Error ? error.message : error}`);
    return null;
  } finally {
    if (server) await stop(server.child);
    if (process.env.BENCH_KEEP_DATA) log(`data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `seconds` of signed deliveries at `rate` req/s; the ack times' percentiles and the statuses. */
async function ackRound({ url, secret, rate, seconds }) {
  const times = [];
  const statuses = new Map();
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: rate,
        overallRate: rate,
        duration: seconds,
        timeout: 30,
        requests: [{ setupRequest: (req) => ({ ...req, ...delivery(secret) }) }],
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
    instance.on("response", (_c, status, _b, ms) => {
      times.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  times.sort((a, b) => a - b);
  return {
    rate,
    served: times.length / seconds,
    p50: pct(times, 50),
    p95: pct(times, 95),
    p99: pct(times, 99),
    acknowledged: statuses.get(200) ?? 0,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await webhooksBench({ seconds: Number(process.env.BENCH_SECONDS ?? 10) });
}

/**
 * The chaos run of issue 11 at full size: lib/webhooks/chaos.test.ts with CHAOS_TOTAL=10000 (on
 * PostgreSQL when TEST_DATABASE_URL is set, else PGlite); its assertions are the verdict, its `[chaos]`
 * line the figures. Returns that line, or null when the run failed.
 */
export async function webhooksChaosBench() {
  log("webhooks chaos: 10,000 deliveries (vitest lib/webhooks/chaos.test.ts)");
  const child = spawn(process.execPath, [bin("vitest/vitest.mjs"), "run", "lib/webhooks/chaos.test.ts"], {
    cwd: ROOT,
    env: { ...process.env, CHAOS_TOTAL: "10000" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  const code = await new Promise((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
  const line = /\[chaos\][^\n]*/.exec(out)?.[0] ?? null;
  if (code !== 0 || !line) {
    log(`webhooks chaos failed (exit ${code}):\n${out.slice(-2000)}`);
    return null;
  }
  console.log(`webhooks: ${line}`);
  return line.replace("[chaos] ", "");
}
