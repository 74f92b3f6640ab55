// npm run bench:sandbox — prints (a) purchases per minute without oversell on PGlite and PostgreSQL and
// (b) the orders list on the large seed against a bare PostgreSQL query of the same page. Not a test.
// PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (a throwaway schema, dropped at the end).
// Knobs: BENCH_BUYERS (20), BENCH_SECONDS (15), BENCH_ORDERS (100000), BENCH_CONCURRENCY (10), BENCH_ONLY (a|b).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { dropSchema } from "@/lib/sandbox/db/open";
import { createSandbox, type Sandbox } from "@/lib/sandbox/sandbox";
import { seedDemo } from "@/lib/sandbox/seed";
import { seedLarge } from "@/lib/sandbox/seed/large";

import { benchHttp } from "./sandbox/http";
import { apiPage, barePage, measure } from "./sandbox/list";
import { benchPurchases, type PurchaseFigures } from "./sandbox/purchases";

// As deployed: the response-schema self-check of development builds (respond.ts) is off.
(process.env as Record<string, string | undefined>).NODE_ENV ??= "production";

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const BUYERS = num("BENCH_BUYERS", 20);
const SECONDS = num("BENCH_SECONDS", 15);
const ORDERS = num("BENCH_ORDERS", 100_000);
const CONCURRENCY = num("BENCH_CONCURRENCY", 10);
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const lines: string[] = [];
const report = (line: string) => {
  lines.push(line);
  console.log(line);
};

function purchaseLine(label: string, f: PurchaseFigures) {
  const books = f.oversold ? "OVERSOLD / BOOKS DO NOT MATCH" : "no oversell, tickets = sold";
  return `${label}: ${f.paid} paid in ${f.seconds.toFixed(1)} s = ${f.perMinute.toLocaleString("en")} paid orders/min; held ${f.held}/${f.capacity}, tickets ${f.ticketsIssued}; ${books}${f.failed ? `; ${f.failed} errors` : ""}`;
}

async function withSandbox<T>(kind: "pglite" | "postgres", fn: (sb: Sandbox) => Promise<T>): Promise<T> {
  const schema = `sbx_bench_${randomBytes(4).toString("hex")}`;
  const dataDir = kind === "pglite" ? mkdtempSync(path.join(tmpdir(), "sandbox-bench-")) : undefined;
  const sb = await createSandbox(kind === "postgres" ? { databaseUrl: PG_URL, schema } : { dataDir });
  try {
    return await fn(sb);
  } finally {
    await sb.close();
    if (kind === "postgres") await dropSchema(PG_URL!, schema);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function purchasesOn(kind: "pglite" | "postgres") {
  await withSandbox(kind, async (sb) => {
    await seedDemo(sb.ctx, { seed: 1 });
    const run = await benchPurchases(sb, {
      buyers: BUYERS,
      seconds: SECONDS,
      capacity: 1_000_000,
      tag: "rate",
    });
    report(purchaseLine(`(a) ${kind} throughput, ${BUYERS} buyers`, run));
    const race = await benchPurchases(sb, { buyers: 50, seconds: 60, capacity: 300, tag: "race" });
    report(purchaseLine(`(a) ${kind} sell-out race, 50 buyers for 300 seats`, race));
  });
}

async function listOn(kind: "pglite" | "postgres") {
  await withSandbox(kind, async (sb) => {
    const seeded = await seedLarge(sb.ctx, { seed: 1, orders: ORDERS });
    report(
      `(b) ${kind} large seed: ${seeded.orders} orders, ${seeded.tickets} tickets in ${(seeded.elapsedMs / 1000).toFixed(1)} s`,
    );
    const festival = seeded.events[0];
    const api = await measure(CONCURRENCY, SECONDS, apiPage(sb, festival.slug));
    report(
      `(b) ${kind} GET /events/{id}/orders?per_page=100 in-process: ${api.perSecond} req/s (${api.errors} errors)`,
    );
    if (kind !== "postgres") return;
    const { Pool } = await import("pg");
    const schema = (await sb.db.execute("select current_schema() as s")) as unknown as {
      rows: { s: string }[];
    };
    const pool = new Pool({
      connectionString: PG_URL,
      max: 10,
      options: `-c search_path="${schema.rows[0].s}"`,
    });
    try {
      const bare = await measure(CONCURRENCY, SECONDS, barePage(pool, festival.id));
      report(`(b) postgres bare SQL, same page and columns via pg: ${bare.perSecond} req/s`);
      report(
        `(b) postgres API / bare = ${((api.perSecond / bare.perSecond) * 100).toFixed(0)}% (goal ≥ 50%)`,
      );
      const http = await benchHttp(sb, festival.slug, Math.min(SECONDS, 10), CONCURRENCY);
      report(
        `(b) postgres over HTTP (@hono/node-server + autocannon, loopback): ${http} req/s (${((http / bare.perSecond) * 100).toFixed(0)}% of bare)`,
      );
    } finally {
      await pool.end();
    }
  });
}

async function main() {
  const started = performance.now();
  const only = process.env.BENCH_ONLY; // "a" or "b" to run one part
  if (only !== "b") await purchasesOn("pglite");
  if (only !== "b" && PG_URL) await purchasesOn("postgres");
  if (only !== "a") await listOn("pglite");
  if (only !== "a" && PG_URL) await listOn("postgres");
  if (!PG_URL) report("PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL");
  console.log(
    `\nSummary (${((performance.now() - started) / 1000).toFixed(0)} s):\n${lines.map((l) => `  ${l}`).join("\n")}`,
  );
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
