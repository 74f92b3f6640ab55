#!/usr/bin/env node
// Installs what `npm test` needs and is missing: dependencies (npm ci) and a Chromium for Playwright.
// Usage: node scripts/setup.mjs   → prints CHROMIUM_PATH=<path> on success.
import path from "node:path";
import { fileURLToPath } from "node:url";

import { ensureChromium } from "./lib/chromium.mjs";
import { ensureDeps } from "./lib/deps.mjs";
import { log } from "./lib/run.mjs";

export async function setup() {
  if (!(await ensureDeps())) return null;
  return ensureChromium();
}

if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? "")) {
  const chromium = await setup();
  if (!chromium) {
    log("setup failed (see above)");
    process.exit(1);
  }
  console.log(`CHROMIUM_PATH=${chromium}`);
}
