// Finds or installs a Chromium for Playwright: CHROMIUM_PATH, Debian's headless shell or chromium, apt
// (root), or Playwright's own download (developer laptops only: browser downloads are blocked on our
// machines). The headless shell (Debian's chromium-headless-shell: Chrome's old headless mode as its own
// binary, the browser Playwright itself runs headless) drew the e2e suite in about two thirds of the CPU
// full Chromium's new headless mode took (widths, orders and events specs: 326 → 220 CPU-seconds).
import { accessSync, constants, existsSync } from "node:fs";
import { createRequire } from "node:module";

import { ROOT, bin, log, run } from "./run.mjs";

const DEBIAN = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function aptInstall(pkg) {
  const env = { DEBIAN_FRONTEND: "noninteractive" };
  const install = ["-q", "install", "-y", pkg];
  log(`installing Debian's browser: apt-get install -y ${pkg}`);
  if ((await run("apt-get", install, { env })) === 0) return true;
  log("apt-get install failed; running apt-get update and retrying");
  if ((await run("apt-get", ["update"], { env })) !== 0) return false;
  return (await run("apt-get", install, { env })) === 0;
}

/** The first of Debian's browsers installed (the headless shell first), or undefined. */
export const systemChromium = () => DEBIAN.find(executable);

/**
 * The browser for the benches: CHROMIUM_PATH, else full Chromium before the headless shell (Lighthouse
 * and the palette measure what a user's browser does), else the default path, so the error names it.
 */
export function benchChromium() {
  return process.env.CHROMIUM_PATH ?? ([...DEBIAN].reverse().find(executable) || DEBIAN[1]);
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
  if (!executable(DEBIAN[0]) && isRoot && existsSync("/usr/bin/apt-get")) {
    // A release without the headless shell package may still have chromium.
    const shell = await aptInstall("chromium-headless-shell");
    if (!shell && !systemChromium()) await aptInstall("chromium");
  }
  const found = systemChromium();
  if (found) return (process.env.CHROMIUM_PATH = found);

  log("no system chromium: npx playwright install chromium");
  if ((await run(process.execPath, [bin("@playwright/test/cli.js"), "install", "chromium"])) !== 0)
    return null;
  const { chromium } = createRequire(`${ROOT}/package.json`)("playwright-core");
  const path = chromium.executablePath();
  return executable(path) ? (process.env.CHROMIUM_PATH = path) : null;
}
