import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { clonePgliteTemplate } from "@/lib/sandbox/test/pglite-template";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { spawnWorker, type Worker } from "./test/spawn";
import { waitFor } from "./test/wait";

type Finished = {
  jobs: { id: string; status: string; total: number; done: number; failed: number }[];
  items: { jobId: string; itemKey: string }[];
};

const N = 12;
const BLOCK_AT = 5;

async function runs(file: string) {
  const text = await readFile(file, "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((l) => {
      const [jobId, item, pid] = l.split(" ");
      return { jobId, item, pid };
    });
}

/** Where the child processes find the database: a PGlite folder, or the test schema on PostgreSQL. */
async function location(backend: string, cleanups: (() => Promise<void>)[]): Promise<Record<string, string>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "palco-jobs-crash-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const runsFile = path.join(dir, "runs.log");
  if (backend === "pglite") {
    clonePgliteTemplate(path.join(dir, "palco")); // the workers' openDb folder: they skip initdb
    return { JOBS_TEST_DATA_DIR: dir, JOBS_TEST_RUNS_FILE: runsFile };
  }
  // A fresh schema, migrated here; dropped with pg-boss's schema beside it afterwards.
  const t: TestDb = await openTestDb("postgres");
  cleanups.push(() => t.cleanup());
  const schema = (t.source as { schema: string }).schema;
  return {
    JOBS_TEST_DATABASE_URL: process.env.TEST_DATABASE_URL!,
    JOBS_TEST_SCHEMA: schema,
    JOBS_TEST_RUNS_FILE: runsFile,
  };
}

/** Worker processes and temp resources of one test, killed and removed after it. */
function processes() {
  const cleanups: (() => Promise<void>)[] = [];
  const workers: Worker[] = [];
  afterEach(async () => {
    for (const w of workers.splice(0)) if (w.child.exitCode === null) w.child.kill("SIGKILL");
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  const start = (settings: Record<string, string>) => {
    const w = spawnWorker(settings);
    workers.push(w);
    return w;
  };
  return { start, cleanups };
}

describe.each(testBackends())("jobs across processes on %s", (backend) => {
  const { start, cleanups } = processes();

  it("resumes a run after kill -9 without repeating a recorded item", async () => {
    const where = await location(backend, cleanups);
    const first = start({
      ...where,
      JOBS_TEST_ENQUEUE: "1",
      JOBS_TEST_ITEMS: String(N),
      JOBS_TEST_BLOCK_AT: String(BLOCK_AT),
    });
    const jobId = await first.line("enqueued ");
    // Concurrency 2: items BLOCK_AT and BLOCK_AT+1 are in flight, everything before them is recorded.
    await waitFor(
      () => first.lines.filter((l) => l.startsWith("blocked ")).length === 2,
      "two blocked items",
    );
    first.child.kill("SIGKILL");
    await first.exited;

    const beforeCrash = await runs(where.JOBS_TEST_RUNS_FILE);
    const second = start({ ...where, JOBS_TEST_JOB_IDS: jobId });
    const finished = JSON.parse(await second.line("finished ")) as Finished;
    expect(await second.exited).toBe(0);

    expect(finished.jobs).toEqual([
      expect.objectContaining({ id: jobId, status: "succeeded", total: N, done: N, failed: 0 }),
    ]);
    expect(finished.items.map((i) => i.itemKey).sort()).toEqual(
      Array.from({ length: N }, (_, i) => `item-${String(i).padStart(3, "0")}`),
    );
    const all = await runs(where.JOBS_TEST_RUNS_FILE);
    const timesRun = (item: string) => all.filter((r) => r.item === item).length;
    const recordedBeforeCrash = beforeCrash
      .map((r) => r.item)
      .filter((item) => Number(item.slice(5)) < BLOCK_AT);
    expect(recordedBeforeCrash).toHaveLength(BLOCK_AT);
    for (const item of recordedBeforeCrash) expect(timesRun(item)).toBe(1);
    // The two in flight at the kill run once more; every other item once.
    for (const item of finished.items.map((i) => i.itemKey))
      expect(timesRun(item)).toBe(
        recordedBeforeCrash.includes(item) ? 1 : beforeCrash.some((r) => r.item === item) ? 2 : 1,
      );
  }, 180_000);
});

// Only PostgreSQL serves several processes (PGlite is one process per folder).
describe.each(testBackends().filter((b) => b === "postgres"))(
  "a queue shared by processes on %s",
  (backend) => {
    const { start, cleanups } = processes();

    it("two processes share the queue and no run or item is worked twice", async () => {
      const where = await location(backend, cleanups);
      const a = start({ ...where, JOBS_TEST_ENQUEUE: "8", JOBS_TEST_ITEMS: "6" });
      await waitFor(() => a.lines.filter((l) => l.startsWith("enqueued ")).length === 8, "eight jobs queued");
      const ids = a.lines.filter((l) => l.startsWith("enqueued ")).map((l) => l.slice("enqueued ".length));
      const b = start({ ...where, JOBS_TEST_JOB_IDS: ids.join(",") });
      const [fromA, fromB] = (await Promise.all([a.line("finished "), b.line("finished ")])).map(
        (s) => JSON.parse(s) as Finished,
      );
      expect(fromA).toEqual(fromB);
      expect(fromA.jobs.map((j) => j.status)).toEqual(Array(8).fill("succeeded"));
      expect(fromA.items).toHaveLength(8 * 6);

      const all = await runs(where.JOBS_TEST_RUNS_FILE);
      expect(all).toHaveLength(8 * 6);
      expect(new Set(all.map((r) => `${r.jobId} ${r.item}`)).size).toBe(8 * 6);
      for (const id of ids) expect(new Set(all.filter((r) => r.jobId === id).map((r) => r.pid)).size).toBe(1);
    }, 180_000);
  },
);
