#!/usr/bin/env node
// Route JS budget (a step of `npm test`, after the build): fails when a route's first-load JS (gzip)
// exceeds the bare Next page plus the route's allowance. Usage: node scripts/lib/route-budget.mjs <distDir>
import { kB, routeJs } from "./route-js.mjs";

// Measured from bench/fixtures/bare-next (a root layout and an <h1> page) built with this repo's Next 16.4.5
// in a temporary copy beside hard-linked node_modules (bench/lib/bare.mjs, as `npm run bench` does), then
// routeJs(".next")["/"].gzip. Deterministic for a given Next version: re-measure when Next is bumped
// (`npm run bench` prints it as the floor of its JS table).
export const BARE_GZIP = 134_904;

const ALLOWANCE = { login: 30_000, page: 50_000, chart: 130_000 };
// Chart pages (analytics) join here when they land, with charts loaded lazily.
const CHART_ROUTES = [
  "/analytics",
  "/events/[eventId]/analytics",
  "/events/[eventId]/door/arrivals",
  "/reports",
];

// The sign-in's pages, before any session: the tight allowance.
const LOGIN_ROUTES = ["/login", "/login/two-factor"];

export function budgetOf(route) {
  if (LOGIN_ROUTES.includes(route)) return BARE_GZIP + ALLOWANCE.login;
  if (CHART_ROUTES.includes(route)) return BARE_GZIP + ALLOWANCE.chart;
  return BARE_GZIP + ALLOWANCE.page;
}

function main() {
  const distDir = process.argv[2] ?? ".next";
  const routes = Object.entries(routeJs(distDir)).sort(([a], [b]) => a.localeCompare(b));
  let over = 0;
  console.log(`route JS budget (gzip, first load; bare Next page ${kB(BARE_GZIP)} kB)`);
  for (const [route, { gzip }] of routes) {
    const budget = budgetOf(route);
    const ok = gzip <= budget;
    if (!ok) over++;
    console.log(
      `  ${ok ? "ok  " : "OVER"} ${route.padEnd(28)} ${kB(gzip).padStart(6)} kB  (bare +${kB(gzip - BARE_GZIP)}; budget ${kB(budget)} kB)`,
    );
  }
  if (routes.length === 0) {
    over++;
    console.log("  no routes found in the build");
  }
  console.log(over ? `${over} route(s) over budget` : `${routes.length} routes within budget`);
  process.exit(over ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
