import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { test as base, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import pg from "pg";

import { expect, loginThroughForm } from "./fixtures";
import { freePort, ROOT, startNext, stop } from "../bench/lib/server.mjs";
import { runSeed, type SeedOutput } from "../scripts/lib/seed-runner.mjs";

// Issue 11, "two Palco processes on one PostgreSQL". Palco A embeds the sandbox; Palco B talks to it as
// to the real platform (PARTNER_API_URL) and receives its webhooks. Both share one fresh PostgreSQL
// database: users, the webhook inbox, the live bridge (LISTEN/NOTIFY) and the job queue (pg-boss).
// A delivery received by B shows as a toast in a browser connected to A; a job started on A runs once.
// Runs only where PostgreSQL is (TEST_DATABASE_URL, as .ci/run sets): one PGlite folder cannot be shared.
const test = base.extend<object, { pair: Pair }>({
  pair: [
    async ({}, use) => {
      const pair = await startPair();
      await use(pair);
      await pair.stopAll();
    },
    { scope: "worker", timeout: 240_000 },
  ],
});
test.describe.configure({ mode: "serial" });

type Server = Awaited<ReturnType<typeof startNext>>;
type Pair = { a: Server; b: Server; seed: SeedOutput; adminToken: string; stopAll: () => Promise<void> };

const DIST = process.env.E2E_DIST_DIR ?? ".next-e2e";

async function startPair(): Promise<Pair> {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const database = `palco_pair_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  url.pathname = `/${database}`;
  const dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), "palco-pair-")));
  const adminToken = randomBytes(24).toString("hex");
  const shared = {
    NEXT_DIST_DIR: DIST,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    DATABASE_URL: url.toString(),
    SANDBOX_DATABASE_URL: "",
    PARTNER_ENV: "",
  };
  const envA = {
    ...shared,
    DATA_DIR: dirs[0],
    PARTNER_API_URL: "",
    PARTNER_API_KEY: "",
    SANDBOX_ADMIN_TOKEN: adminToken,
    SANDBOX_WEBHOOK_ALLOW_HTTP: "localhost,127.0.0.1",
  };
  const [portA, portB] = [await freePort(), await freePort()];
  const seed = await runSeed({ dataDir: dirs[0], out: path.join(dirs[0], "seed.json"), env: envA });
  if (!seed) throw new Error("seeding Palco A failed");
  // One after the other: each migrates the shared database on boot.
  const a = await startNext({
    cwd: ROOT,
    env: { ...envA, APP_URL: `http://127.0.0.1:${portA}` },
    path: "/login",
    port: portA,
  });
  // B registers its own receiver (APP_URL + /api/webhooks/partner) with A's sandbox.
  const b = await startNext({
    cwd: ROOT,
    env: {
      ...shared,
      DATA_DIR: dirs[1],
      APP_URL: `http://127.0.0.1:${portB}`,
      PARTNER_API_URL: a.base,
      PARTNER_API_KEY: seed.apiKey,
    },
    path: "/login",
    port: portB,
  });
  const stopAll = async () => {
    await Promise.all([stop(a.child), stop(b.child)]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    const drop = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await drop.end();
  };
  return { a, b, seed, adminToken, stopAll };
}

async function signedIn(
  browser: Browser,
  server: Server,
  seed: SeedOutput,
  beforeSignIn?: (page: Page) => Promise<unknown>,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.base, locale: "pt-BR" });
  const page = await context.newPage();
  await beforeSignIn?.(page);
  const adminLogin = seed.users.find((u) => u.role === "admin")!;
  await loginThroughForm(page, adminLogin);
  return page;
}

/** A live event with one lot on A's sandbox, through the Partner API. */
async function liveEvent(api: APIRequestContext, pair: Pair): Promise<string> {
  const headers = { authorization: `Bearer ${pair.seed.apiKey}` };
  const me = (await (await api.get(`${pair.a.base}/partner/v1/me`, { headers })).json()) as {
    producers: { id: string }[];
  };
  const created = await api.post(`${pair.a.base}/partner/v1/events`, {
    headers,
    data: { producer_id: me.producers[0].id, name: `Pair ${Date.now()}`, starts_at: "2032-09-01T23:00:00Z" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const lot = await api.post(`${pair.a.base}/partner/v1/events/${id}/products`, {
    headers,
    data: { name: "Pista", amount: "180.00", maximum_quantity: 500 },
  });
  expect(lot.status(), await lot.text()).toBe(201);
  const live = await api.patch(`${pair.a.base}/partner/v1/events/${id}`, {
    headers,
    data: { status: "live" },
  });
  expect(live.status(), await live.text()).toBe(200);
  return id;
}

test("a delivery received by Palco B shows as a toast in a browser connected to Palco A", async ({
  browser,
  pair,
  playwright,
  request,
}) => {
  test.setTimeout(240_000);
  const onB = await signedIn(browser, pair.b, pair.seed);
  await onB.goto("/webhooks");
  await onB.getByRole("button", { name: /conectar o palco|connect palco/i }).click();
  // The action registers B's receiver with A's sandbox over HTTP: the first requests of two fresh servers,
  // while npm test's other suites share the cores (10 s, the default, ran out at load average 40).
  // Inside the table: the DataTable's phone cards (hidden at this width) repeat the badge.
  await expect(onB.getByRole("table").getByText(/receptor do palco \(segredo guardado\)/i)).toBeVisible({
    timeout: 30_000,
  });

  const event = await liveEvent(request, pair);
  // A's browser opens no live stream until B has applied the sale: A must have heard it from its own
  // start, not from its first stream, for a sale between a page's render and its stream to still toast.
  let release!: () => void;
  const streamsHeld = new Promise<void>((resolve) => (release = resolve));
  const onA = await signedIn(browser, pair.a, pair.seed, (page) =>
    page.route("**/api/live**", async (route) => {
      await streamsHeld;
      await route.continue().catch(() => undefined); // a page left meanwhile has nothing to continue
    }),
  );
  await onA.goto(`/events/${event}/orders`);
  await expect(onA.getByRole("heading", { level: 1 })).toBeVisible();

  // A fresh connection: the shared context's pooled socket may be one A closed after 5 s idle (ECONNRESET).
  const control = await playwright.request.newContext();
  const sale = await control.post(`${pair.a.base}/sandbox/v1/trigger`, {
    headers: { authorization: `Bearer ${pair.adminToken}` },
    data: { type: "order.paid", event },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  const { order } = (await sale.json()) as { order: { id: string } };
  await control.dispose();

  // B received and applied it (its console says so)…
  await onB.goto("/webhooks/console");
  await expect(
    onB
      .getByRole("table")
      .getByRole("row")
      .filter({ hasText: order.id })
      .getByText(/^aplicada$/i),
  ).toBeVisible({ timeout: 60_000 });
  // …and announced it to A through PostgreSQL: A's stream, connecting only now, starts with it.
  release();
  await expect(onA.getByText(/novo pedido .*pista/i)).toHaveCount(1, { timeout: 60_000 });
});

test("a job started on Palco A runs once while both processes take jobs", async ({
  browser,
  pair,
  request,
}) => {
  test.setTimeout(240_000);
  const event = await liveEvent(request, pair);
  const onA = await signedIn(browser, pair.a, pair.seed);
  const prefix = `PAIR${Date.now().toString(36).toUpperCase()}`;
  await onA.goto(`/events/${event}/coupons/bulk`);
  await onA.getByLabel(/^(prefixo|prefix)$/i).fill(prefix);
  await onA.getByLabel(/^(quantidade|how many)$/i).fill("20");
  await onA.getByLabel(/^(desconto|discount)$/i).fill("10");
  await onA.getByRole("button", { name: /gerar códigos|generate codes/i }).click();
  const run = onA.locator("[data-job-id]").first();
  await expect(run.getByText(/^(concluída|succeeded)$/i)).toBeVisible({ timeout: 120_000 });
  await expect(run.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "20");
  await expect(onA.locator("[data-job-id]")).toHaveCount(1);

  const coupons = await request.get(`${pair.a.base}/partner/v1/events/${event}/coupons?per_page=100`, {
    headers: { authorization: `Bearer ${pair.seed.apiKey}` },
  });
  const codes = ((await coupons.json()) as { data: { code: string }[] }).data.map((c) => c.code);
  expect(codes.filter((c) => c.startsWith(`${prefix}-`))).toHaveLength(20);
  // Each item ran once: the sandbox saw exactly 20 coupon creates for this event, none refused.
  const log = await request.get(`${pair.a.base}/sandbox/v1/requests?method=POST&limit=1000`, {
    headers: { authorization: `Bearer ${pair.adminToken}` },
  });
  const creates = ((await log.json()) as { data: { path: string; status: number }[] }).data.filter((r) =>
    r.path.includes(`/events/${event}/coupons`),
  );
  expect(creates.map((r) => r.status)).toEqual(Array(20).fill(201));
});
