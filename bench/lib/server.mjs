// Starting and stopping `next start` (by PID, never npx) for the bench, and timing its first 200.
import { createServer } from "node:net";

import { median } from "./median.mjs";
import { spawnNextStart } from "../../scripts/lib/next-start.mjs";

export const ROOT = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");

export function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Spawns `next start` in `cwd`; resolves once `path` answers 200, with the milliseconds that took. */
export async function startNext({ cwd, env, path = "/", timeoutMs = 120_000, port: chosen }) {
  const port = chosen ?? (await freePort());
  const started = performance.now();
  const next = `${cwd}/node_modules/next/dist/bin/next`; // the directory's own Next (one React)
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (NODE_OPTIONS refuses it).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawnNextStart({
    next,
    args: ["-p", String(port), "-H", "127.0.0.1"],
    nodeArgs,
    cwd,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (c) => (stderr = (stderr + c).slice(-4000)));
  const base = `http://127.0.0.1:${port}`;
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}): ${stderr}`);
    const status = await fetch(base + path, { redirect: "manual" }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200)
      return { child, port, base, coldStartMs: performance.now() - started, stderrTail: () => stderr };
    await sleep(25);
  }
  child.kill("SIGTERM");
  throw new Error(`no 200 on ${path} within ${timeoutMs} ms: ${stderr}`);
}

/**
 * Spawn → first 200 is one noisy sample (1.1–1.4 s for the same build on one machine): this spawns and
 * stops `extra` servers first, then starts the one the caller keeps. `coldStarts` holds every sample and
 * `coldStartMs` their median.
 */
export async function startNextMedian(options, extra = 2) {
  const samples = [];
  for (let i = 0; i < extra; i++) {
    const throwaway = await startNext(options);
    samples.push(throwaway.coldStartMs);
    await stop(throwaway.child);
  }
  const server = await startNext(options);
  const coldStarts = [...samples, server.coldStartMs];
  return { ...server, coldStarts, coldStartMs: median(coldStarts) };
}

export function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.exitCode === null && child.kill("SIGKILL"), 10_000).unref();
  });
}

export { sleep };
