// A job runner in its own process, for the crash and shared-queue tests (run with tsx --conditions
// react-server). Settings come from JOBS_TEST_* variables; it reports on stdout, one line per fact:
//   enqueued <id>   blocked <item>   finished <json of the job rows and their items>
import { appendFileSync } from "node:fs";

import { count, eq, inArray } from "drizzle-orm";
import { z } from "zod";

import { openDb } from "@/lib/db/client";
import { jobItems, jobs } from "@/lib/db/schema";

import { defineJob } from "../define";
import { JobRunner } from "../runner";
import { FAST } from "./fast";
import { waitFor } from "./wait";

const env = process.env;
const runsFile = env.JOBS_TEST_RUNS_FILE!;
const blockAt = env.JOBS_TEST_BLOCK_AT ? Number(env.JOBS_TEST_BLOCK_AT) : null;
const say = (line: string) => process.stdout.write(`${line}\n`);

const handle = await openDb(
  env.JOBS_TEST_DATABASE_URL
    ? { databaseUrl: env.JOBS_TEST_DATABASE_URL, schema: env.JOBS_TEST_SCHEMA }
    : { dataDir: env.JOBS_TEST_DATA_DIR },
);

const itemKey = (i: number) => `item-${String(i).padStart(3, "0")}`;
const appendRun = defineJob({
  name: "test.append",
  input: z.object({ n: z.number().int() }),
  concurrency: 2,
  items: ({ n }) => Array.from({ length: n }, (_, i) => itemKey(i)),
  async runItem(ctx, item) {
    appendFileSync(runsFile, `${ctx.jobId} ${item} ${process.pid}\n`);
    if (blockAt !== null && Number(item.slice(5)) >= blockAt) {
      // Hold every item from `blockAt` on until the earlier ones are recorded, so the kill lands at a known point.
      await waitFor(
        async () => (await handle.db.$count(jobItems, eq(jobItems.jobId, ctx.jobId))) >= blockAt,
        "earlier items",
      );
      say(`blocked ${item}`);
      await new Promise(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  },
});

const runner = new JobRunner(handle, [appendRun], FAST);
await runner.start();

const ids: string[] = env.JOBS_TEST_JOB_IDS ? env.JOBS_TEST_JOB_IDS.split(",") : [];
for (let i = 0; i < Number(env.JOBS_TEST_ENQUEUE ?? 0); i++) {
  const id = await runner.enqueue(appendRun, { n: Number(env.JOBS_TEST_ITEMS ?? 10) });
  ids.push(id);
  say(`enqueued ${id}`);
}

if (ids.length > 0 && blockAt === null) {
  await waitFor(
    async () => {
      const [row] = await handle.db.select({ open: count() }).from(jobs).where(inArray(jobs.id, ids));
      const unfinished = await handle.db.$count(jobs, inArray(jobs.status, ["queued", "running"]));
      return row.open === ids.length && unfinished === 0;
    },
    "the jobs to finish",
    120_000,
  );
  const rows = await handle.db.select().from(jobs).where(inArray(jobs.id, ids));
  const items = await handle.db.select().from(jobItems).where(inArray(jobItems.jobId, ids));
  say(`finished ${JSON.stringify({ jobs: rows, items })}`);
  await runner.stop();
  await handle.close();
  process.exit(0);
}
