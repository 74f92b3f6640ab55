#!/usr/bin/env node
// npm test: setup, then every suite, overlapped where they do not wait on each other:
//   lane 1: vitest (unit + sandbox contract; its files mostly wait on databases and timers)
//   lane 2: next build (the e2e data dir is seeded beside it) → js-budget → typecheck → e2e
//   lane 3: lint → format
// The type-check needs the route types the build writes. e2e waits for vitest: side by side on 2 cores
// they starved each other into timeouts (a run under load: 10 vitest timeouts, 66 e2e tests not run).
// TEST_SEQUENTIAL=1 runs the lanes one after the other, for a machine other work already keeps busy.
// Each suite's output is kept in test-results/logs/<suite>.log; JSON reports go to test-results/.
// The summary gives each suite's counts and duration; the last line is "N passed, M failed".
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { ensureChromium } from "./lib/chromium.mjs";
import { ensureDeps } from "./lib/deps.mjs";
import { dropE2eDatabases, e2eServerEnv, seedE2eDataDir } from "./lib/e2e-data.mjs";
import { ROOT, bin, log } from "./lib/run.mjs";
import { runSuite } from "./lib/suite.mjs";
import { failedNames, suiteResult, sum } from "./lib/summary.mjs";

const REPORTS = `${ROOT}/test-results`;
const DIST = ".next-e2e"; // tsconfig.json includes its route types; another name makes Next rewrite it
const ORDER = ["setup", "lint", "format", "vitest", "build", "js-budget", "typecheck", "e2e"];
const SEQUENTIAL = process.env.TEST_SEQUENTIAL === "1";
const results = new Map();
const started = Date.now();
// Chosen here so it can be seeded beside the build; playwright.config.ts keeps an E2E_DATA_DIR it is given.
const e2eDataDir = path.join(os.tmpdir(), `palco-e2e-${randomBytes(6).toString("hex")}`);
process.env.E2E_DATA_DIR = e2eDataDir;
const dropE2eData = async () => {
  if (process.env.E2E_KEEP_DATA) return;
  rmSync(e2eDataDir, { recursive: true, force: true });
  await dropE2eDatabases(e2eDataDir);
};

const record = (name, passed, failed, secs) => results.set(name, { passed, failed, secs });
const node = (name, title, args, options) => runSuite(name, title, process.execPath, args, options);

/** A suite counted as one check: passed when it exits 0. */
async function check(name, title, args, options) {
  const { code, secs } = await node(name, title, args, options);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, secs);
  return code === 0;
}

function notRun(name, why) {
  log(`${name} not run: ${why}`);
  record(name, 0, 1, 0);
}

async function finish() {
  const failures = [
    ...failedNames("vitest", `${REPORTS}/vitest.json`).map((n) => `vitest: ${n}`),
    ...failedNames("playwright", `${REPORTS}/playwright.json`).map((n) => `e2e: ${n}`),
  ];
  for (const line of failures) console.log(`  ✗ ${line}`);
  for (const name of ORDER) {
    const r = results.get(name);
    if (!r) continue;
    console.log(
      `  ${name.padEnd(10)} ${`${r.passed} passed, ${r.failed} failed`.padEnd(24)} ${r.secs.toFixed(1)} s`,
    );
  }
  console.log(`  ${"total".padEnd(10)} ${"".padEnd(24)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await dropE2eData(); // e2e-server deletes it after a run; this covers a run that never started
  const total = sum([...results.values()]);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed > 0 ? 1 : 0);
}

mkdirSync(REPORTS, { recursive: true });
for (const f of ["vitest.json", "playwright.json"]) rmSync(`${REPORTS}/${f}`, { force: true });

if (!(await ensureDeps())) {
  record("setup", 0, 1, (Date.now() - started) / 1000);
  await finish();
}
const chromium = await ensureChromium();

async function vitest() {
  const json = `${REPORTS}/vitest.json`;
  const db = process.env.TEST_DATABASE_URL ? "PGlite and PostgreSQL" : "PGlite";
  const args = ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${json}`];
  const { code, secs } = await node(
    "vitest",
    `unit + sandbox contract (${db})`,
    [bin("vitest/vitest.mjs"), ...args],
    { live: true },
  );
  results.set("vitest", { ...suiteResult("vitest", json, code), secs });
}

async function e2e() {
  const json = `${REPORTS}/playwright.json`;
  const { code, secs } = await node("e2e", "playwright test", [bin("@playwright/test/cli.js"), "test"], {
    env: { E2E_PREBUILT: "1", E2E_DIST_DIR: DIST, CHROMIUM_PATH: chromium },
    live: true,
  });
  results.set("e2e", { ...suiteResult("playwright", json, code), secs });
}

// The build's own type check is skipped (SKIP_BUILD_TYPECHECK): the typecheck suite runs the same tsc
// over the same tsconfig, so it was done twice.
let building;
const built = () =>
  (building ??= check("build", `next build (NEXT_DIST_DIR=${DIST})`, [bin("next/dist/bin/next"), "build"], {
    env: { NEXT_DIST_DIR: DIST, SKIP_BUILD_TYPECHECK: "1" },
  }));

// A failed seed leaves nothing behind: e2e-server then seeds the dir itself and reports why it fails.
let seeding;
const seeded = () =>
  (seeding ??= seedE2eDataDir(e2eServerEnv({ distDir: DIST, dataDir: e2eDataDir })).then((output) => {
    if (!output) dropE2eData();
  }));

let vitestRun;
const vitestDone = () => (vitestRun ??= vitest());

async function buildLane() {
  const [ok] = await Promise.all([built(), seeded()]);
  if (!ok) {
    notRun("js-budget", "the build failed");
    notRun("typecheck", "the build failed (tsconfig.json includes the route types it writes)");
    notRun("e2e", "the build failed");
    return;
  }
  await check("js-budget", "first-load JS per route", ["scripts/lib/route-budget.mjs", DIST]);
  await check("typecheck", "tsc --noEmit", [bin("typescript/bin/tsc"), "--noEmit", "-p", "."]);
  await vitestDone();
  if (chromium) await e2e();
  else notRun("e2e", "no Chromium available");
}

const vitestLane = () => vitestDone();

async function checksLane() {
  // Both cache per file content (and their own config and version) under node_modules/.cache.
  const cache = ["--cache", "--cache-strategy", "content"];
  await check("lint", "eslint .", [
    bin("eslint/bin/eslint.js"),
    ...cache,
    "--cache-location",
    "node_modules/.cache/eslint/",
    ".",
  ]);
  await check("format", "prettier --check .", [bin("prettier/bin/prettier.cjs"), "--check", ...cache, "."]);
}

if (SEQUENTIAL) {
  await checksLane();
  await vitestLane();
  await buildLane();
} else await Promise.all([vitestLane(), buildLane(), checksLane()]);
await finish();
