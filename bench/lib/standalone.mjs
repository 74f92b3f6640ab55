// The Partner API in its own process (`scripts/sandbox.ts serve` on a seeded data dir), and the
// environment that points Palco at it instead of the embedded sandbox.
import { spawn } from "node:child_process";
import path from "node:path";

import { freePort, ROOT, sleep, startNext, stop } from "./server.mjs";
import { signIn } from "./session.mjs";
import { bin, run } from "../../scripts/lib/run.mjs";
import { runSeed } from "../../scripts/lib/seed-runner.mjs";

/**
 * `scripts/sandbox.ts serve` on `port` (the seeded data dir); resolves once the key is accepted. It runs
 * as in production: outside it the sandbox checks each answer against the contract's schema (a test
 * aid: 33 ms against 26 ms for a page of 100 orders, read one at a time), which the platform's API does
 * not do.
 */
export async function startSandbox({ env, apiKey, port }) {
  const child = spawn(
    process.execPath,
    [bin("tsx/dist/cli.mjs"), "--conditions", "react-server", `${ROOT}/scripts/sandbox.ts`, "serve"],
    { cwd: ROOT, env: { ...process.env, ...env, NODE_ENV: "production" }, stdio: "ignore" },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 1200; tries++) {
    if (child.exitCode !== null) throw new Error(`sandbox serve exited (${child.exitCode})`);
    const status = await fetch(`${base}/partner/v1/me`, {
      headers: { authorization: `Bearer ${apiKey}` },
    }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { child, base };
    await sleep(100);
  }
  child.kill("SIGTERM");
  throw new Error("sandbox serve did not answer within 120 s");
}

/** Palco pointed at the standalone sandbox instead of the embedded one. */
export const upstreamEnv = (upstream, apiKey) => ({
  PARTNER_API_URL: upstream.base,
  PARTNER_API_KEY: apiKey,
  PARTNER_ENV: "sandbox",
});

/** Seeds the demo and then the large scale (the festival's 100,000 orders) into `dataDir`; returns the seed. */
export async function seedDemoAndLarge({ dataDir, env }) {
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
  return seed;
}

/** Runs `body(upstream)` with the seeded data dir served by the standalone sandbox on a free port. */
export async function withStandaloneSandbox({ env, apiKey }, body) {
  const port = await freePort();
  const upstream = await startSandbox({ env: { ...env, SANDBOX_PORT: String(port) }, apiKey, port });
  try {
    return await body(upstream);
  } finally {
    await stop(upstream.child);
  }
}

/** Runs `body({ server, cookie })` with `next start` pointed at `upstream` and the seed's admin signed in. */
export async function withPalcoOn({ env, upstream, seed }, body) {
  const server = await startNext({
    cwd: ROOT,
    env: { ...env, ...upstreamEnv(upstream, seed.apiKey) },
    path: "/login",
  });
  try {
    const cookie = await signIn(
      server.base,
      seed.users.find((u) => u.role === "admin"),
    );
    return await body({ server, cookie });
  } finally {
    await stop(server.child);
  }
}
