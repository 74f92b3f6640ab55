#!/usr/bin/env node
// npm test: setup → lint → vitest (unit + sandbox contract) → production build → route JS budget → typecheck
// → Playwright.
// Every suite keeps its own output; JSON reports go to test-results/; the last line is "N passed, M failed".
import { mkdirSync, rmSync } from "node:fs";

import { ensureChromium } from "./lib/chromium.mjs";
import { ensureDeps } from "./lib/deps.mjs";
import { ROOT, bin, log, run } from "./lib/run.mjs";
import { suiteResult, sum } from "./lib/summary.mjs";

const REPORTS = `${ROOT}/test-results`;
const DIST = ".next-e2e"; // tsconfig.json includes its route types; another name makes Next rewrite it
const results = [];
const ok = (name) => results.push({ name, passed: 1, failed: 0 });
const ko = (name) => results.push({ name, passed: 0, failed: 1 });

function finish() {
  for (const r of results) console.log(`  ${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed`);
  const total = sum(results);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed > 0 ? 1 : 0);
}

async function step(title, args, env) {
  log(`▶ ${title}`);
  return run(process.execPath, args, { env });
}

mkdirSync(REPORTS, { recursive: true });
for (const f of ["vitest.json", "playwright.json"]) rmSync(`${REPORTS}/${f}`, { force: true });

if (!(await ensureDeps())) {
  ko("setup");
  finish();
}
const chromium = await ensureChromium();

if ((await step("lint: eslint .", [bin("eslint/bin/eslint.js"), "."])) === 0) ok("lint");
else ko("lint");

if ((await step("format: prettier --check .", [bin("prettier/bin/prettier.cjs"), "--check", "."])) === 0)
  ok("format");
else ko("format");

const vitestJson = `${REPORTS}/vitest.json`;
const vitestCode = await step(
  `vitest: unit + sandbox contract${process.env.TEST_DATABASE_URL ? " (PGlite and PostgreSQL)" : " (PGlite)"}`,
  [
    bin("vitest/vitest.mjs"),
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${vitestJson}`,
  ],
);
results.push({ name: "vitest", ...suiteResult("vitest", vitestJson, vitestCode) });

const buildCode = await step(
  `build: next build (NEXT_DIST_DIR=${DIST})`,
  [bin("next/dist/bin/next"), "build"],
  {
    NEXT_DIST_DIR: DIST,
  },
);
if (buildCode !== 0) ko("js-budget");
else if ((await step("js-budget: first-load JS per route", ["scripts/lib/route-budget.mjs", DIST])) === 0)
  ok("js-budget");
else ko("js-budget");
// After the build, so the route types under the dist dir that tsconfig includes are fresh.
if ((await step("typecheck: tsc --noEmit", [bin("typescript/bin/tsc"), "--noEmit", "-p", "."])) === 0)
  ok("typecheck");
else ko("typecheck");

if (buildCode !== 0 || !chromium) {
  log(buildCode !== 0 ? "build failed: e2e not run" : "no Chromium available: e2e not run");
  ko("e2e");
} else {
  const pwJson = `${REPORTS}/playwright.json`;
  const code = await step("e2e: playwright test", [bin("@playwright/test/cli.js"), "test"], {
    E2E_PREBUILT: "1",
    E2E_DIST_DIR: DIST,
    CHROMIUM_PATH: chromium,
  });
  results.push({ name: "e2e", ...suiteResult("playwright", pwJson, code) });
}
finish();
