// Issue 23's palette figures, in a real browser (Playwright's chromium API driving Debian's Chromium)
// against `next start` with the Partner API in its own process: each keystroke in the palette's input
// until its local results (events, pages, actions) are painted, and the remote groups (buyers, tickets)
// beside the /api/palette call that fed them. "Painted" is the first task after the next animation
// frame that follows the keystroke (or the group's insertion): the frame has been produced by then.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { signedInBrowser } from "./lib/browser.mjs";
import { demoEnv } from "./lib/demo-env.mjs";
import { withPalcoOn, withStandaloneSandbox } from "./lib/standalone.mjs";
import { runSeed } from "../scripts/lib/seed-runner.mjs";

export const PALETTE_GOALS = { localP95Ms: 50, remoteOverCallMs: 50 };
// The palette asks on every keystroke (no debounce; a word typed past is aborted), so a group counted
// from the word's last key is that key's own call plus the paint.
const KEY_GAP_MS = 120; // a quick typist
const SETTLE_MS = 400; // after clearing the box: no remote group, no request in flight
const ROUNDS = Number(process.env.BENCH_PALETTE_ROUNDS ?? 3);
// Words that hit the local groups: an event, pages, actions (pt-BR, the demo users' language; the
// palette folds accents, and unaccented keys each fire a real keydown).
const LOCAL_WORDS = ["festival", "pedidos", "novo evento", "bordero", "relatorios", "copa"];
const REMOTE_GROUPS = { buyers: "Compradores", tickets: "Ingressos e pedidos deste evento" };

const log = (m) => process.stderr.write(`[bench:palette] ${m}\n`);
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** In the page before its scripts: keystroke → paint times, and when each remote group appears. */
function instrument(groups) {
  const b = (window.__bench = { keys: [], appear: [] });
  const afterPaint = (cb) =>
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => cb(performance.now());
      ch.port2.postMessage(null);
    });
  document.addEventListener(
    "keydown",
    (e) => {
      const input = e.target;
      if (!(input instanceof HTMLInputElement) || !input.hasAttribute("cmdk-input")) return;
      const at = e.timeStamp;
      afterPaint((now) =>
        b.keys.push({
          at,
          ms: now - at,
          value: input.value,
          items: document.querySelectorAll("[cmdk-item]").length,
        }),
      );
    },
    true,
  );
  const shown = new Set();
  new MutationObserver(() => {
    for (const [kind, heading] of Object.entries(groups)) {
      const el = [...document.querySelectorAll("[cmdk-group-heading]")].find(
        (h) => h.textContent === heading,
      );
      const has = !!el && !!el.closest("[cmdk-group]")?.querySelector("[cmdk-item]");
      if (has && !shown.has(kind)) {
        const inserted = performance.now();
        afterPaint((painted) => b.appear.push({ kind, inserted, painted }));
      }
      if (has) shown.add(kind);
      else shown.delete(kind);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Types `word` key by key into the (cleared) palette input; returns the last keydown's timestamp. */
async function typeWord(page, input, word) {
  await input.fill("");
  await sleep(SETTLE_MS);
  for (const ch of word) {
    await page.keyboard.press(ch === " " ? "Space" : ch);
    await sleep(KEY_GAP_MS);
  }
  return page.evaluate(() => window.__bench.keys.at(-1)?.at ?? 0);
}

/** Waits for each expected remote group painted after `since`; pairs it with its /api/palette timing. */
async function remoteTimings(page, since, word, kinds) {
  const out = [];
  for (const kind of kinds) {
    const found = await page
      .waitForFunction(
        ([k, t]) => window.__bench.appear.find((a) => a.kind === k && a.inserted > t),
        [kind, since],
        { timeout: 60_000 },
      )
      .then((h) => h.jsonValue())
      .catch(() => null);
    if (!found) {
      log(`no ${kind} group for "${word}"`);
      continue;
    }
    const call = await page.evaluate(
      ([k, q]) => {
        const e = performance
          .getEntriesByType("resource")
          .filter((r) => r.name.includes(`/api/palette?`) && r.name.includes(`kind=${k}&`))
          .filter((r) => new URL(r.name).searchParams.get("q") === q)
          .at(-1);
        return e ? { start: e.startTime, end: e.responseEnd } : null;
      },
      [kind, word],
    );
    if (!call) continue;
    out.push({
      kind,
      word,
      totalMs: found.painted - since, // keystroke → group painted
      callMs: call.end - call.start, // the /api/palette request, as the browser saw it
      waitMs: call.start - since, // keystroke → request sent
      afterMs: found.painted - call.end, // answer received → group painted
    });
  }
  return out;
}

async function measure(base, cookie, { eventSlug, remoteWords }) {
  const { browser, context } = await signedInBrowser(base, cookie);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(120_000); // a first view on a busy shared host
    await page.addInitScript(instrument, REMOTE_GROUPS);
    const local = [];
    const remote = [];
    for (let round = 0; round < ROUNDS; round++) {
      await page.goto(`${base}/events/${eventSlug}`);
      const eventsRead = page.waitForResponse((r) => r.url().includes("/api/palette?kind=events"));
      const dialog = page.getByRole("dialog", { name: "Busca rápida" });
      // The shortcut's listener exists once the header has hydrated: pressed until the dialog shows.
      for (let i = 0; i < 100 && !(await dialog.isVisible()); i++) {
        await page.keyboard.press("Control+k");
        await sleep(300);
      }
      await eventsRead;
      const input = dialog.getByRole("combobox");
      await input.focus();
      await page.evaluate(() => (window.__bench.keys.length = 0));
      for (const word of LOCAL_WORDS) await typeWord(page, input, word);
      local.push(...(await page.evaluate(() => window.__bench.keys.map((k) => k.ms))));
      for (const word of remoteWords) {
        const since = await typeWord(page, input, word);
        remote.push(...(await remoteTimings(page, since, word, Object.keys(REMOTE_GROUPS))));
      }
    }
    return { local, remote };
  } finally {
    await browser.close();
  }
}

const summary = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return { count: s.length, p50: pct(s, 50), p95: pct(s, 95), max: s.at(-1) };
};

/** A holder's first name and a document fragment of the event's tickets: what the remote groups find. */
async function remoteWordsOf(upstream, apiKey, eventSlug) {
  const api = { authorization: `Bearer ${apiKey}` };
  const event = await (
    await fetch(`${upstream.base}/partner/v1/events/${eventSlug}`, { headers: api })
  ).json();
  const tickets = await (
    await fetch(`${upstream.base}/partner/v1/events/${event.id}/tickets?per_page=20`, { headers: api })
  ).json();
  const names = tickets.data.map((t) => t.holder_name).filter(Boolean);
  if (!names.length) throw new Error(`no ticket holders on ${eventSlug}`);
  const words = [...new Set(names.map((n) => n.split(" ")[0].toLowerCase()))].slice(0, 3);
  return words;
}

/** Seeds the demo, serves the API alone, measures the palette on an event page; prints the figures. */
export async function paletteBench({ dist = ".next", eventSlug = "copa-sunset-de-esports" } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "palco-bench-palette-"));
  const env = demoEnv({ dist, dataDir });
  try {
    const seed = await runSeed({ dataDir, out: path.join(dataDir, "seed.json"), env });
    if (!seed?.apiKey) throw new Error("seeding failed");
    return await withStandaloneSandbox({ env, apiKey: seed.apiKey }, (upstream) =>
      withPalcoOn({ env, upstream, seed }, async ({ server, cookie }) => {
        const remoteWords = await remoteWordsOf(upstream, seed.apiKey, eventSlug);
        log(`event ${eventSlug}; remote words ${remoteWords.join(", ")}`);
        const m = await measure(server.base, cookie, { eventSlug, remoteWords });
        const overCall = (r) => r.totalMs - r.callMs;
        const result = {
          local: summary(m.local),
          remote: {
            total: summary(m.remote.map((r) => r.totalMs)),
            call: summary(m.remote.map((r) => r.callMs)),
            wait: summary(m.remote.map((r) => r.waitMs)),
            after: summary(m.remote.map((r) => r.afterMs)),
            overCall: summary(m.remote.map(overCall)),
          },
          goals: PALETTE_GOALS,
          loadavg: os.loadavg(),
        };
        printPalette(result);
        return result;
      }),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printPalette(r) {
  const f = (s) =>
    `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms (${s.count})`;
  const ok = (v, goal) => (v <= goal ? "met" : "NOT met");
  const { remote: x, goals: g } = r;
  console.log(`Command palette (load average ${r.loadavg.map((l) => l.toFixed(2)).join(", ")})`);
  console.log(
    `  keystroke → local results painted: ${f(r.local)}   goal p95 ≤ ${g.localP95Ms} ms  ${ok(r.local.p95, g.localP95Ms)}`,
  );
  console.log(`  remote group, keystroke → painted: ${f(x.total)}`);
  console.log(`    the /api/palette call:           ${f(x.call)}`);
  console.log(`    keystroke → request sent:        ${f(x.wait)}`);
  console.log(`    answer → group painted:          ${f(x.after)}`);
  console.log(
    `    beyond the call:                 ${f(x.overCall)}   goal ≤ call + ${g.remoteOverCallMs} ms  ${ok(x.overCall.p95, g.remoteOverCallMs)}`,
  );
}

/** The README's rows for the palette (figure, Palco, context, goal, met), or "not measured" ones. */
export function paletteRows(r) {
  const local = "palette keystroke → local results painted";
  const remote = "palette remote group (buyers, tickets) beyond its /api/palette call";
  if (!r)
    return [
      [local, "not measured (see the run's log)", "", "p95 ≤ 50 ms", null],
      [remote, "not measured (see the run's log)", "", "≤ call + 50 ms", null],
    ];
  const x = r.remote;
  return [
    [
      local,
      `p95 ${r.local.p95.toFixed(1)} ms (p50 ${r.local.p50.toFixed(1)}, max ${r.local.max.toFixed(1)})`,
      `${r.local.count} keys`,
      `p95 ≤ ${r.goals.localP95Ms} ms`,
      r.local.p95 <= r.goals.localP95Ms,
    ],
    [
      remote,
      `p95 +${x.overCall.p95.toFixed(0)} ms (p50 +${x.overCall.p50.toFixed(0)})`,
      `call p50 ${x.call.p50.toFixed(0)} ms; answer → painted p95 ${x.after.p95.toFixed(0)} ms (${x.total.count} groups)`,
      `≤ call + ${r.goals.remoteOverCallMs} ms`,
      x.overCall.p95 <= r.goals.remoteOverCallMs,
    ],
  ];
}

// `node bench/palette.mjs` alone, against an existing build (NEXT_DIST_DIR, default .next).
if (import.meta.url === `file://${process.argv[1]}`) {
  paletteBench({ dist: process.env.NEXT_DIST_DIR || ".next" }).then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
