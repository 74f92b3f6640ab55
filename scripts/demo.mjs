#!/usr/bin/env node
// npm run demo [-- --reset] [-- --rebuild]: install if needed, build when the sources changed (or always with
// --rebuild), seed .data/ once (PGlite for Palco and the sandbox), serve http://localhost:3000 on 127.0.0.1
// only (HOST=0.0.0.0 opens it to the network) with the sandbox at /partner/v1, and print the demo logins.
import { mkdirSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { resolveAuthSecret } from "./lib/auth-secret.mjs";
import { sourceHash, staleBuildReason, writeBuildStamp } from "./lib/build-stamp.mjs";
import { ensureDeps } from "./lib/deps.mjs";
import { spawnNextStart } from "./lib/next-start.mjs";
import { ROOT, bin, log, run } from "./lib/run.mjs";
import { runSeed } from "./lib/seed-runner.mjs";

const reset = process.argv.includes("--reset");
const rebuild = process.argv.includes("--rebuild");
const dataDir = path.resolve(ROOT, process.env.DATA_DIR || ".data");
const port = Number(process.env.PORT || 3000);
// The banner prints the demo passwords, so the server is reachable from this machine only unless HOST says so.
const host = process.env.HOST || "127.0.0.1";
const appUrl = process.env.APP_URL || `http://localhost:${port}`;
const distDir = path.resolve(ROOT, process.env.NEXT_DIST_DIR || ".next");
// Where this script itself reaches the server (a wildcard address answers on loopback).
const localHost = ["0.0.0.0", "::"].includes(host) ? "127.0.0.1" : host;
const localUrlHost = localHost.includes(":") ? `[${localHost}]` : localHost;

const portTaken = () =>
  new Promise((resolve) => {
    const socket = net.connect(port, localHost, () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });

const shown = (p) => (path.relative(ROOT, p).startsWith("..") ? p : path.relative(ROOT, p));

function printBanner(seed) {
  const only = (u) => (u.producers?.length ? `  (only ${u.producers.map((p) => p.slug).join(", ")})` : "");
  const rows = (seed.users ?? []).map((u) =>
    `  ${u.role.padEnd(10)} ${u.email.padEnd(24)} ${u.password.padEnd(20)}${only(u)}`.trimEnd(),
  );
  console.log(
    [
      "",
      `Palco is running at ${appUrl}`,
      host === "127.0.0.1"
        ? "Listening on 127.0.0.1 only (HOST=0.0.0.0 npm run demo opens it to other machines)."
        : `Listening on ${host}: reachable from other machines, and so are the passwords below.`,
      `Sandbox Partner API: ${appUrl}/partner/v1${seed.apiKey ? `  (demo key: ${seed.apiKey})` : ""}`,
      "",
      "Demo logins:",
      `  ${"role".padEnd(10)} ${"e-mail".padEnd(24)} password`,
      ...rows,
      "",
      `Data: ${shown(dataDir)} (kept between runs; npm run demo -- --reset starts over). Ctrl+C stops.`,
      "",
    ].join("\n"),
  );
}

if (reset) {
  log(`--reset: deleting ${dataDir}`);
  rmSync(dataDir, { recursive: true, force: true });
}
if (!(await ensureDeps())) process.exit(1);
if (await portTaken()) {
  log(`port ${port} is already in use; stop that server or set PORT`);
  process.exit(1);
}
const hash = sourceHash();
const why = rebuild ? "--rebuild" : staleBuildReason(distDir, hash);
if (why) {
  log(`building (${why}): next build`);
  if ((await run(process.execPath, [bin("next/dist/bin/next"), "build"])) !== 0) process.exit(1);
  writeBuildStamp(distDir, hash);
} else {
  log(
    `sources unchanged since the last build in ${shown(distDir)}: skipping next build (--rebuild forces it)`,
  );
}

mkdirSync(dataDir, { recursive: true, mode: 0o700 });
const env = {
  DATA_DIR: dataDir,
  AUTH_SECRET: resolveAuthSecret(dataDir),
  APP_URL: appUrl,
  SANDBOX_WEBHOOK_ALLOW_HTTP: process.env.SANDBOX_WEBHOOK_ALLOW_HTTP ?? "localhost,127.0.0.1",
};
// seedDemo() and ensureDemoUsers() are no-ops on data seeded before, so a second run keeps the data.
log(`preparing ${dataDir}: migrations, demo data, demo users`);
const seed = await runSeed({ dataDir, out: path.join(dataDir, "demo-seed.json"), env });
if (!seed) {
  log("seeding failed (see above)");
  process.exit(1);
}

const server = spawnNextStart({
  next: bin("next/dist/bin/next"),
  args: ["-p", String(port), "-H", host],
  cwd: ROOT,
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

while (server.exitCode === null) {
  const up = await fetch(`http://${localUrlHost}:${port}/`, { redirect: "manual" }).then(
    () => true,
    () => false,
  );
  if (up) {
    printBanner(seed);
    break;
  }
  await sleep(200);
}
