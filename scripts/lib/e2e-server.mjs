#!/usr/bin/env node
// Playwright's webServer: (build unless E2E_PREBUILT) → seed a fresh E2E_DATA_DIR → `next start` on
// E2E_PORT. Prints E2E_SERVER_READY once the server answers; on SIGTERM/SIGINT stops the server by PID,
// keeps its log in test-results/e2e-server.log and deletes the data dir.
import { copyFileSync, createWriteStream, existsSync, mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { spawnNextStart } from "./next-start.mjs";
import { ROOT, bin, log, run } from "./run.mjs";
import { runSeed } from "./seed-runner.mjs";

const { E2E_DATA_DIR: dataDir, E2E_PORT: port, E2E_AUTH_SECRET: authSecret } = process.env;
const distDir = process.env.E2E_DIST_DIR || ".next-e2e";
if (!dataDir || !port || !authSecret) {
  log("e2e-server: E2E_DATA_DIR, E2E_PORT and E2E_AUTH_SECRET must be set (playwright.config.ts sets them)");
  process.exit(2);
}

// The server sees only this run's fresh data dir and the embedded sandbox, whatever the caller's env says.
const serverEnv = {
  NEXT_DIST_DIR: distDir,
  DATA_DIR: dataDir,
  AUTH_SECRET: authSecret,
  APP_URL: `http://localhost:${port}`,
  DATABASE_URL: "",
  SANDBOX_DATABASE_URL: "",
  PARTNER_API_URL: "",
  PARTNER_API_KEY: "",
  PARTNER_ENV: "",
  SANDBOX_WEBHOOK_ALLOW_HTTP: process.env.SANDBOX_WEBHOOK_ALLOW_HTTP ?? "localhost,127.0.0.1",
};

function cleanup() {
  const serverLog = path.join(dataDir, "server.log");
  if (existsSync(serverLog)) {
    mkdirSync(`${ROOT}/test-results`, { recursive: true });
    copyFileSync(serverLog, `${ROOT}/test-results/e2e-server.log`);
  }
  const ours =
    path.dirname(path.resolve(dataDir)) === os.tmpdir() && path.basename(dataDir).startsWith("palco-e2e-");
  if (ours && !process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
}

if (!process.env.E2E_PREBUILT) {
  log(`e2e-server: next build (NEXT_DIST_DIR=${distDir})`);
  if (
    (await run(process.execPath, [bin("next/dist/bin/next"), "build"], {
      env: serverEnv,
      toStderr: true,
    })) !== 0
  ) {
    process.exit(1);
  }
}
if (!existsSync(path.join(ROOT, distDir, "BUILD_ID"))) {
  log(`e2e-server: no production build in ${distDir} (run: NEXT_DIST_DIR=${distDir} next build)`);
  process.exit(1);
}

mkdirSync(dataDir, { recursive: true, mode: 0o700 });
const seeded = await runSeed({ dataDir, out: path.join(dataDir, "seed.json"), env: serverEnv });
if (!seeded) {
  log("e2e-server: seeding failed (see above)");
  cleanup();
  process.exit(1);
}

const logFile = createWriteStream(path.join(dataDir, "server.log"));
// Node closes idle keep-alive sockets after 5 s; a test client reusing one at that instant reads
// ECONNRESET. Idle sockets outlive any pause between a test's requests instead.
const KEEP_ALIVE_MS = "120000";
const server = spawnNextStart({
  next: bin("next/dist/bin/next"),
  args: ["-p", port, "--keepAliveTimeout", KEEP_ALIVE_MS],
  cwd: ROOT,
  env: serverEnv,
  stdio: ["ignore", "pipe", "pipe"],
});
for (const stream of [server.stdout, server.stderr]) {
  stream.on("data", (chunk) => {
    logFile.write(chunk);
    process.stderr.write(chunk);
  });
}

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
}
server.on("exit", (code) => {
  logFile.end(() => {
    cleanup();
    process.exit(stopping ? 0 : (code ?? 1));
  });
});

for (let i = 0; i < 300 && !stopping && server.exitCode === null; i++) {
  const up = await fetch(`http://127.0.0.1:${port}/`, { redirect: "manual" }).then(
    () => true,
    () => false,
  );
  if (up) {
    console.log("E2E_SERVER_READY");
    break;
  }
  await sleep(200);
}
