// Door list speed on the large seed (50,000 tickets), measured in a real browser (Playwright's chromium
// API driving Debian's Chromium): first render after the entrance list arrives, and each search keystroke
// (input → the commit that shows the matches), both read from the page's own user-timing measures
// (components/door/door-list.tsx). Called once from bench/run.mjs; prints its lines beside the goals.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { signedInBrowser } from "./lib/browser.mjs";
import { demoEnv } from "./lib/demo-env.mjs";
import { ROOT, startNext, stop } from "./lib/server.mjs";
import { signIn } from "./lib/session.mjs";
import { runSeed } from "../scripts/lib/seed-runner.mjs";

const GOALS = { firstRenderMs: 1000, keystrokeMs: 16 };
const EVENT = "festival-escala-2027";
const QUERY = "maria da silva 1";
const ADMIN_TOKEN = "bench-door-admin-token-0123456789abcdef";

const log = (...a) => console.error("[bench:door]", ...a);
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measureInBrowser(base, cookie) {
  const { browser, context } = await signedInBrowser(base, cookie);
  try {
    const page = await context.newPage();
    const runs = [];
    // Three loads: the first warms the server's caches; the list comes over the network each time.
    for (let i = 0; i < 3; i++) {
      await page.goto(`${base}/events/${EVENT}/door`);
      await page.waitForFunction(() => performance.getEntriesByName("door:first-render").length > 0, null, {
        timeout: 180_000,
      });
      runs.push(await page.evaluate(() => performance.getEntriesByName("door:first-render")[0].duration));
    }
    const rows = await page.getByTestId("door-counter").textContent();
    const search = page.locator("#door-search");
    await search.focus();
    const keystrokes = [];
    for (let round = 0; round < 3; round++) {
      await search.fill("");
      await page.evaluate(() => performance.clearMeasures("door:keystroke"));
      for (const ch of QUERY) {
        const before = await page.evaluate(() => performance.getEntriesByName("door:keystroke").length);
        await page.keyboard.type(ch);
        await page.waitForFunction((n) => performance.getEntriesByName("door:keystroke").length > n, before);
      }
      // Widening too: deleting characters one by one searches from every row again.
      for (let k = 0; k < 6; k++) {
        const before = await page.evaluate(() => performance.getEntriesByName("door:keystroke").length);
        await page.keyboard.press("Backspace");
        await page.waitForFunction((n) => performance.getEntriesByName("door:keystroke").length > n, before);
      }
      keystrokes.push(
        ...(await page.evaluate(() => performance.getEntriesByName("door:keystroke").map((e) => e.duration))),
      );
    }
    return { firstRender: runs.slice(1), keystrokes, counter: rows };
  } finally {
    await browser.close();
  }
}

/** Seeds the large data set into a fresh data dir, starts Palco, measures; returns the figures. */
export async function doorBench({ dist = ".next" } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "palco-bench-door-"));
  const env = demoEnv({ dist, dataDir, SANDBOX_ADMIN_TOKEN: ADMIN_TOKEN });
  let server;
  try {
    const seed = await runSeed({ dataDir, out: path.join(dataDir, "seed.json"), env });
    if (!seed?.apiKey) throw new Error("seeding failed");
    server = await startNext({ cwd: ROOT, env, path: "/login" });
    log("large seed (100,000 orders, 50,000 tickets)…");
    const res = await fetch(`${server.base}/sandbox/v1/seed`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ scale: "large", reset: true }),
      signal: AbortSignal.timeout(600_000),
    });
    if (!res.ok) throw new Error(`large seed: HTTP ${res.status} ${await res.text()}`);
    const admin = seed.users.find((u) => u.role === "admin");
    const cookie = await signIn(server.base, admin);
    const m = await measureInBrowser(server.base, cookie);
    const keys = [...m.keystrokes].sort((a, b) => a - b);
    const first = Math.max(...m.firstRender);
    const result = {
      tickets: m.counter,
      firstRenderMs: Math.round(first),
      keystroke: {
        count: keys.length,
        p50Ms: +pct(keys, 50).toFixed(1),
        p95Ms: +pct(keys, 95).toFixed(1),
        maxMs: +keys[keys.length - 1].toFixed(1),
      },
      goals: GOALS,
    };
    const ok = (v, goal) => (v <= goal ? "met" : "NOT met");
    console.log(`Door list (${EVENT}, ${m.counter} checked in)`);
    console.log(
      `  first render after data:  ${result.firstRenderMs} ms (worst of ${m.firstRender.length})   goal ≤ ${GOALS.firstRenderMs} ms  ${ok(first, GOALS.firstRenderMs)}`,
    );
    console.log(
      `  search keystroke:         p50 ${result.keystroke.p50Ms} ms, p95 ${result.keystroke.p95Ms} ms, max ${result.keystroke.maxMs} ms (${keys.length} keys)   goal ≤ ${GOALS.keystrokeMs} ms  ${ok(result.keystroke.p95Ms, GOALS.keystrokeMs)} (p95)`,
    );
    return result;
  } finally {
    if (server) await stop(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node bench/door.mjs` alone, against an existing build (NEXT_DIST_DIR, default .next).
if (import.meta.url === `file://${process.argv[1]}`) {
  doorBench({ dist: process.env.NEXT_DIST_DIR || ".next" }).then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
