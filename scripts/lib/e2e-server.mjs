#!/usr/bin/env node
// Playwright's webServer: (build unless E2E_PREBUILT) → seed a fresh E2E_DATA_DIR (unless `npm test`
// seeded it already, beside the build) → `next start` on E2E_PORT. Prints E2E_SERVER_READY once the server answers; on SIGTERM/SIGINT stops the server by PID,
// keeps its log in test-results/e2e-server.log and deletes the data dir.
import { copyFileSync, createWriteStream, existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

import { dropE2eDatabases, e2eServerEnv, isE2eDataDir, isSeeded, seedE2eDataDir } from "./e2e-data.mjs";
import { spawnNextStart } from "./next-start.mjs";
import { ROOT, bin, log, run } from "./run.mjs";

const { E2E_DATA_DIR: dataDir, E2E_PORT: port, E2E_AUTH_SECRET: authSecret } = process.env;
const distDir = process.env.E2E_DIST_DIR || ".next-e2e";
if (!dataDir || !port || !authSecret) {
  log("e2e-server: E2E_DATA_DIR, E2E_PORT and E2E_AUTH_SECRET must be set (playwright.config.ts sets them)");
  process.exit(2);
}

const serverEnv = e2eServerEnv({ distDir, dataDir, authSecret, port });

async function cleanup() {
  const serverLog = path.join(dataDir, "server.log");
  if (existsSync(serverLog)) {
    mkdirSync(`${ROOT}/test-results`, { recursive: true });
    copyFileSync(serverLog, `${ROOT}/test-results/e2e-server.log`);
  }
  if (isE2eDataDir(dataDir) && !process.env.E2E_KEEP_DATA) {
    rmSync(dataDir, { recursive: true, force: true });
    await dropE2eDatabases(dataDir);
  }
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

if (isSeeded(dataDir)) log(`e2e-server: ${dataDir} is seeded already`);
else if (!(await seedE2eDataDir(serverEnv))) {
  log("e2e-server: seeding failed (see above)");
  await cleanup();
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
  logFile.end(async () => {
    await cleanup();
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
