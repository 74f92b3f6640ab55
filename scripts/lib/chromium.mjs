// Finds or installs a Chromium for Playwright: CHROMIUM_PATH, /usr/bin/chromium, apt (root), or
// Playwright's own download (developer laptops only: browser downloads are blocked on our machines).
import { accessSync, constants, existsSync } from "node:fs";
import { createRequire } from "node:module";

import { ROOT, bin, log, run } from "./run.mjs";

const DEBIAN = "/usr/bin/chromium";

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function aptInstall() {
  const env = { DEBIAN_FRONTEND: "noninteractive" };
  const install = ["-q", "install", "-y", "chromium"];
  log("installing Debian chromium: apt-get install -y chromium");
  if ((await run("apt-get", install, { env })) === 0) return true;
  log("apt-get install failed; running apt-get update and retrying");
  if ((await run("apt-get", ["update"], { env })) !== 0) return false;
  return (await run("apt-get", install, { env })) === 0;
}

/** Resolves to the browser's path (and sets process.env.CHROMIUM_PATH), or null if none could be had. */
export async function ensureChromium() {
  const given = process.env.CHROMIUM_PATH;
  if (given) {
    if (executable(given)) return given;
    log(`CHROMIUM_PATH=${given} is not an executable file`);
    return null;
  }
  const isRoot = process.getuid?.() === 0;
  if (!executable(DEBIAN) && isRoot && existsSync("/usr/bin/apt-get")) await aptInstall();
  if (executable(DEBIAN)) return (process.env.CHROMIUM_PATH = DEBIAN);

  log("no system chromium: npx playwright install chromium");
  if ((await run(process.execPath, [bin("@playwright/test/cli.js"), "install", "chromium"])) !== 0)
    return null;
  const { chromium } = createRequire(`${ROOT}/package.json`)("playwright-core");
  const path = chromium.executablePath();
  return executable(path) ? (process.env.CHROMIUM_PATH = path) : null;
}
