#!/usr/bin/env node
// npm run screenshots: the README's pictures, taken from the real app — a fresh seeded data dir, `next start`
// on the existing build (run `npm run build` first), signed in as the admin, one PNG per page at a desktop
// width and a few at a phone's into docs/screenshots/. Not part of npm test.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { chromium } from "@playwright/test";

import { ensureChromium } from "./lib/chromium.mjs";
import { ROOT, log } from "./lib/run.mjs";
import { runSeed } from "./lib/seed-runner.mjs";
import { startNext, stop } from "../bench/lib/server.mjs";

const OUT = path.join(ROOT, "docs", "screenshots");

/** [file name, path (may use {event}, {esports}, {producer}), what to wait for (a role and name)] */
const PAGES = [
  ["events", "/events"],
  ["event-overview", "/events/{event}"],
  ["lots", "/events/{event}/lots"],
  ["coupons", "/events/{event}/coupons"],
  ["orders", "/events/{event}/orders"],
  ["door", "/events/{event}/door"],
  ["roster", "/events/copa-sunset-de-esports/roster"],
  ["analytics", "/events/{event}/analytics"],
  ["analytics-producer", "/analytics"],
  ["buyers", "/buyers"],
  ["buyers-birthdays", "/buyers/birthdays"],
  ["webhooks", "/webhooks/console"],
  ["notifications", "/settings/notifications"],
  ["settlement", "/events/{event}/analytics/settlement"],
  ["door-arrivals", "/events/{event}/door/arrivals"],
  ["team", "/team"],
  ["schedules", "/reports/schedules/new?kind=settlement&event={event}"],
  ["account", "/account"],
  ["audit", "/audit"],
  ["jobs", "/jobs"],
];

/** The same app on a 390 × 844 phone: [file name, path]. */
const PHONE_PAGES = [
  ["phone-events", "/events"],
  ["phone-door", "/events/{event}/door"],
  ["phone-orders", "/events/{event}/orders"],
  ["phone-event-overview", "/events/{event}"],
];

async function main() {
  const executablePath = await ensureChromium();
  if (!executablePath) throw new Error("no Chromium");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "palco-shots-"));
  const env = {
    DATA_DIR: dataDir,
    AUTH_SECRET: "screenshots-secret-screenshots-secret-0123",
    DATABASE_URL: "",
    SANDBOX_DATABASE_URL: "",
    PARTNER_API_URL: "",
    PARTNER_API_KEY: "",
    PARTNER_ENV: "",
  };
  let server;
  try {
    const seed = await runSeed({ dataDir, out: path.join(dataDir, "seed.json"), env });
    server = await startNext({ cwd: ROOT, env, path: "/login", timeoutMs: 300_000 });
    const api = { authorization: `Bearer ${seed.apiKey}` };
    const events = await (
      await fetch(`${server.base}/partner/v1/events?per_page=100&status=live`, { headers: api })
    ).json();
    const ids = {
      event: events.data[0].id,
      esports: (events.data.find((e) => /esport|game|cup|torneio/i.test(e.name)) ?? events.data[0]).id,
    };
    const admin = seed.users.find((u) => u.role === "admin");
    const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
    const page = await browser.newPage({
      viewport: { width: 1366, height: 900 },
      locale: "pt-BR",
      // The browser in the server's display zone (the app's own default when DISPLAY_TZ is unset).
      ...(process.env.DISPLAY_TZ ? { timezoneId: process.env.DISPLAY_TZ } : {}),
    });
    await page.goto(`${server.base}/login`);
    await page.getByRole("textbox", { name: /e-mail/i }).fill(admin.email);
    await page.getByLabel(/senha|password/i).fill(admin.password);
    await page.getByRole("button", { name: /^(entrar|sign in)$/i }).click();
    await page.waitForURL((u) => !u.pathname.startsWith("/login"), { timeout: 60_000 });
    mkdirSync(OUT, { recursive: true });
    const shoot = async (tab, [name, p]) => {
      const url = p.replace(/\{(\w+)\}/g, (_, k) => ids[k]);
      log(`screenshot ${name}: ${url}`);
      await tab.goto(server.base + url, { waitUntil: "load", timeout: 120_000 });
      await tab.waitForTimeout(1500); // charts animate in; skeletons resolve
      await tab.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: false });
    };
    for (const entry of PAGES) await shoot(page, entry);
    const phone = await browser.newPage({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: "pt-BR",
      storageState: await page.context().storageState(),
      ...(process.env.DISPLAY_TZ ? { timezoneId: process.env.DISPLAY_TZ } : {}),
    });
    for (const entry of PHONE_PAGES) await shoot(phone, entry);
    await browser.close();
  } finally {
    if (server) await stop(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  log(`screenshots in ${path.relative(ROOT, OUT)}`);
}

await main();
