// bench/results/<date>.md and the README's Performance table (between the bench:start/end markers).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";

import { ROOT } from "./server.mjs";
import { paletteRows } from "../palette.mjs";
import { settlementRows } from "../settlement.mjs";

const ms = (n) => `${Math.round(n)} ms`;
const x = (n) => `${n.toFixed(2)}×`;
const API = "GET /partner/v1/events?per_page=25";
const ME = "GET /partner/v1/me";

/** The goal table of issue 7: figure, floor measured in the same run, goal, met. */
function goals({ js, bare, palco, rate }) {
  const r = palco.results;
  const jsRow = (route) => js.find((j) => j.route === route);
  const login = jsRow("/login");
  const pages = js.filter((j) => j.route !== "/login");
  const worst = pages.reduce((a, b) => (b.gzip - b.bare > a.gzip - a.bare ? b : a));
  const cpuRatio = r["/events"].cpuPerRequest / r[API].cpuPerRequest;
  const tput = r["/events"].max / r[API].max;
  const p95 = Math.max(r["/events"].p95, r["/events/[eventId]"].p95);
  const served = Math.min(r["/events"].served, r["/events/[eventId]"].served);
  const k = (n) => `${(n / 1000).toFixed(1)} kB`;
  return [
    [
      "JS (gzip), login",
      k(login.gzip),
      `bare ${k(login.bare)}`,
      "≤ bare + 30 kB",
      login.gzip <= login.budget,
    ],
    [
      `JS, worst page (${worst.route})`,
      k(worst.gzip),
      `bare ${k(worst.bare)}`,
      "≤ bare + 50 kB",
      worst.gzip <= worst.budget,
    ],
    [
      "server CPU per /events view (demo: the API in the same process)",
      `${r["/events"].cpuPerRequest.toFixed(1)} ms`,
      `API call ${r[API].cpuPerRequest.toFixed(1)} ms`,
      `≤ 2.5× (now ${x(cpuRatio)})`,
      cpuRatio <= 2.5,
    ],
    [
      "throughput, /events vs API call (demo)",
      `${Math.round(r["/events"].max)} req/s`,
      `${Math.round(r[API].max)} req/s`,
      `≥ 0.5 (now ${tput.toFixed(2)})`,
      tput >= 0.5,
    ],
    ...splitGoals(palco.split),
    [
      `p95 at ${rate} req/s (events list, detail)`,
      `${ms(r["/events"].p95)}, ${ms(r["/events/[eventId]"].p95)} (served ${served.toFixed(1)} req/s)`,
      `/me ${ms(r[ME].p95)}`,
      "≤ 800 ms",
      p95 <= 800,
    ],
    [
      "idle RSS (demo)",
      `${palco.idleMb} MB (${palco.warmMb ?? "?"} MB 3 s after the warm-up)`,
      `bare ${bare.idleMb} MB`,
      "≤ 300 MB",
      palco.idleMb <= 300,
    ],
    [
      "spawn → first 200 on /login (median of 3 spawns)",
      `${ms(palco.coldStartMs)} (${samplesOf(palco)})`,
      `bare ${ms(bare.coldStartMs)} (${samplesOf(bare)})`,
      `≤ 2× bare (now ${x(palco.coldStartMs / bare.coldStartMs)})`,
      palco.coldStartMs <= 2 * bare.coldStartMs,
    ],
    lighthouseGoal(palco.lighthouse, bare.lighthouse),
  ];
}

const samplesOf = (run) => (run.coldStarts ?? [run.coldStartMs]).map(Math.round).join(", ");

/** The CPU and throughput goals again with the API in its own process (bench/run.mjs measureSplit). */
function splitGoals(split) {
  const figure = "… with the API in its own process (as deployed)";
  if (!split) return [[figure, "not measured (see the run's log)", "", "", null]];
  const ratio = split.page / split.apiCall;
  const tput = split.pageMax / split.apiMax;
  return [
    [
      `server CPU per /events view ${figure}`,
      `Palco ${split.page.toFixed(1)} ms (the API's process: ${split.upstreamPerView.toFixed(1)} ms)`,
      `API call ${split.apiCall.toFixed(1)} ms`,
      `≤ 2.5× (now ${x(ratio)})`,
      ratio <= 2.5,
    ],
    [
      `throughput, /events vs API call ${figure}`,
      `${Math.round(split.pageMax)} req/s`,
      `${Math.round(split.apiMax)} req/s`,
      `≥ 0.5 (now ${tput.toFixed(2)})`,
      tput >= 0.5,
    ],
    ...floorRows(split),
  ];
}

/** The same call wrapped by a bare Next page (bench/fixtures/bare-next /list): what any page starts from. */
function floorRows({ floor, apiCall, apiMax, page, pageMax }) {
  const figure = "bare Next page wrapping the same call (the framework's floor)";
  if (!floor) return [[figure, "not measured (see the run's log)", "", "", null]];
  return [
    [
      `server CPU per view, ${figure}`,
      `${floor.page.toFixed(1)} ms (${x(floor.page / apiCall)} the API call)`,
      `Palco ${page.toFixed(1)} ms = ${x(page / floor.page)} the bare page`,
      "for reference",
      null,
    ],
    [
      `throughput, ${figure}`,
      `${Math.round(floor.max)} req/s (${(floor.max / apiMax).toFixed(2)} of the API call)`,
      `Palco ${Math.round(pageMax)} req/s = ${(pageMax / floor.max).toFixed(2)} of the bare page`,
      "for reference",
      null,
    ],
  ];
}

const LIGHTHOUSE_PAGES = ["/login", "/events", "/events/[eventId]"];

/** Median scores of the three pages beside the bare page's, or why there are none. */
function lighthouseGoal(palco, bare) {
  const figure = "Lighthouse performance, login / events / detail";
  if (!palco?.scores) return [figure, palco?.skipped ?? "not run", "", "≥ 95", null];
  const scores = LIGHTHOUSE_PAGES.map((p) => palco.scores[p]);
  const floor = bare?.scores?.["bare /"];
  return [
    figure,
    scores.map(lighthouseCell).join(" / "),
    floor ? `bare page ${lighthouseCell(floor)}` : "bare page not scored",
    "≥ 95",
    scores.every((s) => s?.score >= 95),
  ];
}

function lighthouseCell(s) {
  if (!s) return "?";
  if (s.redirectedTo) return `redirected to ${s.redirectedTo}`;
  if (s.score === undefined) return `no run finished (${s.failed.join(", ")})`;
  return `${s.score} (TBT ${ms(s.tbt)})`;
}

/** "95, 93, 96", and the runs Lighthouse could not finish (retried, never counted as 0). */
function lighthouseRuns(s) {
  const failed = s.failed?.length ? `; not finished: ${s.failed.join(", ")}` : "";
  return s.runs.join(", ") + failed;
}

/** Issues 9, 11 and 23: door list, exports, webhook ack, borderô and palette, each beside its goal. */
function featureRows({ door, ordersExport, webhooks, settlement, palette }) {
  const missing = (figure, goal) => [figure, "not measured (see the run's log)", "", goal, null];
  return [
    door
      ? [
          `door list first render (${door.tickets ?? "large seed"})`,
          ms(door.firstRenderMs),
          "after the list arrives",
          `≤ ${door.goals.firstRenderMs} ms`,
          door.firstRenderMs <= door.goals.firstRenderMs,
        ]
      : missing("door list first render", "≤ 1000 ms"),
    door
      ? [
          "door list search keystroke",
          `p95 ${door.keystroke.p95Ms} ms (p50 ${door.keystroke.p50Ms}, max ${door.keystroke.maxMs})`,
          `${door.keystroke.count} keys`,
          `≤ ${door.goals.keystrokeMs} ms`,
          door.keystroke.p95Ms <= door.goals.keystrokeMs,
        ]
      : missing("door list search keystroke", "≤ 16 ms"),
    ordersExport
      ? [
          `orders CSV export (${ordersExport.orders} orders), RSS of ${ordersExport.shape ?? "Palco alone"}`,
          `peak ${ordersExport.peakMb} MB, ${ordersExport.seconds.toFixed(1)} s`,
          [
            `idle ${ordersExport.idleMb} MB`,
            ordersExport.pglitePeakMb != null &&
              `Palco on PGlite: idle ${ordersExport.pgliteIdleMb}, peak ${ordersExport.pglitePeakMb} MB`,
            `embedded sandbox: idle ${ordersExport.embeddedIdleMb}, peak ${ordersExport.embeddedPeakMb} MB`,
          ]
            .filter(Boolean)
            .join("; "),
          `≤ ${ordersExport.goalMb} MB`,
          ordersExport.peakMb <= ordersExport.goalMb,
        ]
      : missing("orders CSV export peak RSS", "≤ 250 MB"),
    webhooks
      ? [
          `webhook receiver ack at ${webhooks.rate} req/s`,
          `p99 ${ms(webhooks.p99)} (p95 ${ms(webhooks.p95)}; median of rounds ${webhooks.rounds.map(ms).join(", ")})`,
          `${webhooks.acknowledged} acknowledged, ${webhooks.failures} failed`,
          "p99 < 500 ms",
          webhooks.p99 < 500 && webhooks.failures === 0,
        ]
      : missing("webhook receiver ack", "p99 < 500 ms"),
    ...settlementRows(settlement),
    ...paletteRows(palette),
  ];
}

function table(header, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

export function writeResults({ machine, js, bare, palco, sandbox, features, seconds, rate, kB }) {
  const date = new Date().toISOString().slice(0, 10);
  const verdict = ([a, b, c, d, ok]) => [a, b, c, d, ok === null ? "—" : ok ? "met" : "**not met**"];
  const goalRows = [...goals({ js, bare, palco, rate }), ...featureRows(features)].map(verdict);
  const goalTable = table(["figure", "Palco", "floor (same run)", "goal", ""], goalRows);
  const r = palco.results;
  const sections = [
    `# npm run bench — ${new Date().toISOString()}`,
    `Machine: ${machine}. Load runs: ${seconds} s each; latency at ${rate} req/s (autocannon, loopback).`,
    "## Goals (issue 7; door, export and webhook ack from issues 9 and 11)",
    goalTable,
    "## JS per route (first load, gzip)",
    table(
      ["route", "gzip", "vs bare", "budget"],
      js.map((j) => [j.route, `${kB(j.gzip)} kB`, `+${kB(j.gzip - j.bare)} kB`, `${kB(j.budget)} kB`]),
    ),
    "## Pages vs the API calls they wrap",
    table(
      ["target", "CPU / request", "p50", "p95", "p99", `served at ${rate}/s`, "max req/s", "failures"],
      Object.entries(r).map(([label, t]) => [
        label,
        `${t.cpuPerRequest.toFixed(1)} ms`,
        ms(t.p50),
        ms(t.p95),
        ms(t.p99),
        t.served.toFixed(1),
        Math.round(t.max),
        t.failures,
      ]),
    ),
    "## Process",
    table(
      ["", "Palco (demo)", "bare Next"],
      [
        ["spawn → first 200", ms(palco.coldStartMs), ms(bare.coldStartMs)],
        ["RSS 3 s after visiting every page", `${palco.warmMb ?? "?"} MB`, ""],
        ["idle RSS (65 s quiet)", `${palco.idleMb} MB`, `${bare.idleMb} MB`],
        ["peak RSS", `${palco.peakMb} MB`, `${bare.peakMb} MB`],
      ],
    ),
    "## Lighthouse performance (mobile, simulated throttling; goal ≥ 95)",
    palco.lighthouse.skipped
      ? `Skipped: ${palco.lighthouse.skipped}.`
      : table(
          ["page", "median score", "runs", "total blocking time", "LCP"],
          Object.entries({ ...palco.lighthouse.scores, ...bare.lighthouse?.scores }).map(([p, s]) =>
            s.redirectedTo || s.score === undefined
              ? [p, lighthouseCell(s), "", "", ""]
              : [p, s.score, lighthouseRuns(s), ms(s.tbt), ms(s.lcp)],
          ),
        ),
    "## Webhooks chaos run (lib/webhooks/chaos.test.ts, CHAOS_TOTAL=10000)",
    features.chaos ?? "Not run (BENCH_WEBHOOKS=0) or failed: see the run's log.",
    "## Sandbox (bench/sandbox.ts)",
    sandbox ? sandbox.lines.map((l) => `- ${l}`).join("\n") : "Skipped (BENCH_SANDBOX=0).",
  ];
  mkdirSync(`${ROOT}/bench/results`, { recursive: true });
  const file = `${ROOT}/bench/results/${date}.md`;
  // A day's file may already hold that day's other figures (an earlier run, hand-measured notes): the
  // new report goes first and they stay below it, never overwritten.
  const earlier = existsSync(file) ? `\n---\n\n${readFileSync(file, "utf8")}` : "";
  writeFileSync(file, `${sections.join("\n\n")}\n${earlier}`);
  console.log(sections.join("\n\n"));
  updateReadme(
    `Measured by \`npm run bench\` on ${date} (${machine}); details in \`bench/results/${date}.md\`.\n\n${goalTable}`,
  );
  return file;
}

function updateReadme(block) {
  const file = `${ROOT}/README.md`;
  const readme = readFileSync(file, "utf8");
  const start = "<!-- bench:start -->";
  const end = "<!-- bench:end -->";
  const i = readme.indexOf(start);
  const j = readme.indexOf(end);
  if (i < 0 || j < i) return;
  writeFileSync(file, `${readme.slice(0, i + start.length)}\n${block}\n${readme.slice(j)}`);
}
