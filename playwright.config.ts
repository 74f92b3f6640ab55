import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";

import { defineConfig } from "@playwright/test";

import { systemChromium } from "./scripts/lib/chromium.mjs";

// Chosen once in the runner process; workers inherit them through the environment, so every process
// agrees on the port, the fresh data dir (seed output, storage states) and the server's AUTH_SECRET.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  "-e",
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .toString()
  .trim();
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `palco-e2e-${randomBytes(6).toString("hex")}`);
process.env.E2E_AUTH_SECRET ??= randomBytes(32).toString("base64url");
process.env.E2E_DIST_DIR ??= ".next-e2e";

const baseURL = `http://localhost:${process.env.E2E_PORT}`;

const TRACE_MODES = ["off", "on", "retain-on-failure", "on-first-retry"] as const;
function traceMode(given: string | undefined): (typeof TRACE_MODES)[number] {
  const mode = TRACE_MODES.find((m) => m === (given || "off"));
  if (!mode) throw new Error(`E2E_TRACE=${given}: one of ${TRACE_MODES.join(", ")}`);
  return mode;
}

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/playwright",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // Bounds a hung run, inside CI's 90 minutes (vitest and the build come first, 14–17 min). 238 tests took
  // 40 min and then 48 min in fresh-clone runs on 2 cores, too close to the 50 min this used to be.
  globalTimeout: 60 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL,
    browserName: "chromium",
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // Traces (screencast frames, DOM snapshots) took 30 % of the suite's CPU on 2 cores (widths and roster
    // specs: 350 → 244 CPU-seconds without), and a CI run keeps none of them: off unless E2E_TRACE names a
    // mode (E2E_TRACE=retain-on-failure npm test). A failure still leaves a screenshot and error-context.md.
    trace: traceMode(process.env.E2E_TRACE),
    screenshot: "only-on-failure",
    // Transitions end at once (app/globals.css honours the setting): axe measures a control's colours as
    // they settle, not halfway through a 150 ms fade (a selected toggle once read as 1.16:1 mid-transition).
    reducedMotion: "reduce",
    launchOptions: {
      // `npm test` sets CHROMIUM_PATH; `npx playwright test` alone takes what npm test installed.
      executablePath: process.env.CHROMIUM_PATH ?? systemChromium() ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts/ },
    { name: "smoke", testMatch: /smoke\.spec\.ts/ },
    {
      name: "app",
      testMatch: /\.spec\.ts/,
      testIgnore:
        /(smoke|instances|display-tz|paging-ceiling|upstream-failure|first-read-progress|oidc)\.spec\.ts/,
      dependencies: ["setup"],
    },
    // Its own Palco with DISPLAY_TZ=America/Manaus (fresh data dir, the prebuilt dist): dates follow the setting.
    { name: "tz", testMatch: /display-tz\.spec\.ts/ },
    // Its own Palco pointed at a fake Partner API (e2e/fake-partner.ts) whose paged lists never end, or
    // that fails every call (or one in two) about one event, or lets paged requests through one by one.
    { name: "paging", testMatch: /(paging-ceiling|upstream-failure|first-read-progress)\.spec\.ts/ },
    // Its own Palco with OIDC_* pointing at a real OpenID Connect provider on loopback (e2e/oidc-provider.ts).
    { name: "oidc", testMatch: /oidc\.spec\.ts/ },
    // Two Palco processes on one PostgreSQL start their own servers; PGlite cannot be shared, so this
    // project exists where PostgreSQL does (TEST_DATABASE_URL, set by .ci/run), like vitest's PG backend.
    ...(process.env.TEST_DATABASE_URL ? [{ name: "instances", testMatch: /instances\.spec\.ts/ }] : []),
  ],
  webServer: {
    // Builds unless E2E_PREBUILT, seeds a fresh data dir, then runs `node …/next start` (never npx).
    command: "node scripts/lib/e2e-server.mjs",
    wait: { stdout: /E2E_SERVER_READY/ },
    timeout: 240_000,
    stderr: "pipe",
    reuseExistingServer: false,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});
