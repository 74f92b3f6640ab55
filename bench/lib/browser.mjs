// Debian's Chromium driven by Playwright's chromium API, with a session cookie of `base` already set: the
// browser benches (door list, palette) measure in a real page, not in a test runner.
import { chromium } from "@playwright/test";

import { benchChromium } from "../../scripts/lib/chromium.mjs";

/** A headless Chromium and a context signed in on `base` with `cookie` ("name=value; …"). */
export async function signedInBrowser(base, cookie) {
  const browser = await chromium.launch({
    executablePath: benchChromium(),
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const context = await browser.newContext();
  const [name, value] = cookie.split(";")[0].split(/=(.*)/s);
  await context.addCookies([{ name, value, url: base }]);
  return { browser, context };
}
