import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

import { serve, type ServerType } from "@hono/node-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { spawnWorker, type Worker } from "@/lib/jobs/test/spawn";
import { waitFor } from "@/lib/jobs/test/wait";
import { DEMO_API_KEY } from "@/lib/sandbox/seed/keys";
import { DEMO_PRODUCERS } from "@/lib/sandbox/seed/producers";
import { call, OPEN_TIMEOUT_MS, openTestSandbox, type TestSandbox } from "@/lib/sandbox/test/fixtures";
import { clonePgliteTemplate } from "@/lib/sandbox/test/pglite-template";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import type { BulkCodesInput } from "./bulk-job";
import { generateCodes } from "./codes";

// The bulk-codes job killed with SIGKILL mid-run and resumed by a new process: every code becomes exactly
// one coupon. The kill lands while four items hang right after their POST succeeded and before their
// outcomes were recorded, so the resumed attempt must find them upstream instead of creating them again.
const N = 20;
const BLOCK_AT = 8;
const CONCURRENCY = 4;
const WORKER = path.join(process.cwd(), "lib", "coupons", "test", "bulk-worker.ts");

type Finished = {
  job: { status: string; total: number; done: number; failed: number };
  items: { itemKey: string; status: string; detail: string }[];
};

let sb: TestSandbox;
let server: ServerType;
let baseUrl = "";
const posts: string[] = [];

beforeAll(async () => {
  sb = await openTestSandbox("pglite");
  server = serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: async (req) => {
      if (req.method === "POST" && /\/coupons$/.test(new URL(req.url).pathname)) {
        const body = (await req.clone().json()) as { code: string };
        posts.push(body.code);
      }
      return sb.app.fetch(req);
    },
  });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A key's producers exist once seeded; a bare sandbox has the demo key and producers only after seed.
  const { seedDemo } = await import("@/lib/sandbox/seed");
  await seedDemo(sb.ctx, { seed: 3 });
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await sb?.destroy();
}, OPEN_TIMEOUT_MS);

async function freshEvent(): Promise<string> {
  const res = await call(sb, "POST", "/events", {
    body: { producer_id: DEMO_PRODUCERS.a.slug, name: "Bulk crash", starts_at: "2031-05-01T22:00:00Z" },
  });
  expect(res.status, res.text).toBe(201);
  return (res.body as { id: string }).id;
}

async function upstreamCodes(eventId: string): Promise<string[]> {
  const res = await call(sb, "GET", `/events/${eventId}/coupons`);
  return (res.body as { data: { code: string; usage_limit: number | null }[] }).data.map((c) => c.code);
}

describe.each(testBackends())("bulk codes across a crash (Palco DB on %s)", (backend) => {
  const workers: Worker[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const w of workers.splice(0)) if (w.child.exitCode === null) w.child.kill("SIGKILL");
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  async function where(): Promise<Record<string, string>> {
    const partner = { PARTNER_API_URL: baseUrl, PARTNER_API_KEY: DEMO_API_KEY };
    if (backend === "pglite") {
      const dir = await mkdtemp(path.join(os.tmpdir(), "palco-bulk-crash-"));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      clonePgliteTemplate(path.join(dir, "palco")); // the workers' openDb folder: they skip initdb
      return { ...partner, JOBS_TEST_DATA_DIR: dir };
    }
    const t: TestDb = await openTestDb("postgres");
    cleanups.push(() => t.cleanup());
    const schema = (t.source as { schema: string }).schema;
    return { ...partner, JOBS_TEST_DATABASE_URL: process.env.TEST_DATABASE_URL!, JOBS_TEST_SCHEMA: schema };
  }
  const start = (settings: Record<string, string>) => {
    const w = spawnWorker(settings, WORKER);
    workers.push(w);
    return w;
  };

  it("kill -9 mid-run, resume: N codes, N coupons, no code posted twice", async () => {
    const eventId = await freshEvent();
    const input: BulkCodesInput = {
      eventId,
      codes: generateCodes("CRASH", N),
      discount_type: "percent",
      discount_value: "15",
      name: "Crash test",
    };
    const settings = await where();
    posts.length = 0;

    const first = start({
      ...settings,
      BULK_TEST_INPUT: JSON.stringify(input),
      BULK_TEST_BLOCK_AT: String(BLOCK_AT),
    });
    const jobId = await first.line("enqueued ");
    await waitFor(
      () => first.lines.filter((l) => l.startsWith("blocked ")).length === CONCURRENCY,
      "the items in flight to hang after their POST",
      120_000,
    );
    const hung = first.lines.filter((l) => l.startsWith("blocked ")).map((l) => l.slice("blocked ".length));
    first.child.kill("SIGKILL");
    await first.exited;
    const createdBeforeKill = await upstreamCodes(eventId);
    expect(createdBeforeKill.length).toBeGreaterThanOrEqual(BLOCK_AT + CONCURRENCY);
    expect(createdBeforeKill.length).toBeLessThan(N);

    const second = start({ ...settings, JOBS_TEST_JOB_IDS: jobId });
    const finished = JSON.parse(await second.line("finished ")) as Finished;
    expect(await second.exited).toBe(0);

    expect(finished.job).toMatchObject({ status: "succeeded", total: N, done: N, failed: 0 });
    expect(finished.items.map((i) => i.itemKey).sort()).toEqual([...input.codes].sort());
    const codes = await upstreamCodes(eventId);
    expect(codes).toHaveLength(N);
    expect(new Set(codes)).toEqual(new Set(input.codes));
    // Each code was sent once: the resumed attempt listed the event's coupons and skipped those.
    expect(posts).toHaveLength(N);
    expect(new Set(posts).size).toBe(N);
    const detail = new Map(finished.items.map((i) => [i.itemKey, i.detail]));
    for (const code of hung) expect(detail.get(code)).toBe("existing");
    expect(finished.items.filter((i) => i.detail === "created").length).toBeGreaterThanOrEqual(
      N - createdBeforeKill.length,
    );
  }, 240_000);
});
