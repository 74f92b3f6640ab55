// The Partner API in its own process (`scripts/sandbox.ts serve` on a seeded data dir), and the
// environment that points Palco at it instead of the embedded sandbox.
import { spawn } from "node:child_process";

import { ROOT, sleep } from "./server.mjs";
import { bin } from "../../scripts/lib/run.mjs";

/** `scripts/sandbox.ts serve` on `port` (the seeded data dir); resolves once the key is accepted. */
export async function startSandbox({ env, apiKey, port }) {
  const child = spawn(
    process.execPath,
    [bin("tsx/dist/cli.mjs"), "--conditions", "react-server", `${ROOT}/scripts/sandbox.ts`, "serve"],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: "ignore" },
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
