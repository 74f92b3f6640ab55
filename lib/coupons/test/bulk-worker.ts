// The bulk-codes job in its own process, for the crash test (run with tsx --conditions react-server).
// It talks to the Partner API at PARTNER_API_URL. Settings come from BULK_TEST_* / JOBS_TEST_* variables;
// it reports on stdout: `enqueued <id>`, `blocked <code>`, `finished <json of the job row and its items>`.
import { eq } from "drizzle-orm";

import { openDb } from "@/lib/db/client";
import { jobItems, jobs } from "@/lib/db/schema";
import { JobRunner } from "@/lib/jobs/runner";
import { FAST } from "@/lib/jobs/test/fast";
import { waitFor } from "@/lib/jobs/test/wait";

import { bulkCodesJob, type BulkCodesInput } from "../bulk-job";

const env = process.env;
const say = (line: string) => process.stdout.write(`${line}\n`);
const input = JSON.parse(env.BULK_TEST_INPUT ?? "null") as BulkCodesInput | null;
const blockAt = env.BULK_TEST_BLOCK_AT ? Number(env.BULK_TEST_BLOCK_AT) : null;

const handle = await openDb(
  env.JOBS_TEST_DATABASE_URL
    ? { databaseUrl: env.JOBS_TEST_DATABASE_URL, schema: env.JOBS_TEST_SCHEMA }
    : { dataDir: env.JOBS_TEST_DATA_DIR },
);

// The real definition; from item `blockAt` on, an item hangs right after its coupon was created upstream
// (before its outcome is recorded): the worst moment for the kill that follows.
const job = {
  ...bulkCodesJob,
  async runItem(ctx: Parameters<typeof bulkCodesJob.runItem>[0], code: string) {
    const outcome = await bulkCodesJob.runItem(ctx, code);
    if (blockAt !== null && ctx.input.codes.indexOf(code) >= blockAt) {
      say(`blocked ${code}`);
      await new Promise(() => undefined);
    }
    return outcome;
  },
};

const runner = new JobRunner(handle, [job], FAST);
await runner.start();

let jobId = env.JOBS_TEST_JOB_IDS ?? "";
if (input) {
  jobId = await runner.enqueue(job, input);
  say(`enqueued ${jobId}`);
}
if (blockAt === null) {
  await waitFor(
    async () => {
      const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, jobId));
      return row && row.status !== "queued" && row.status !== "running";
    },
    "the run to finish",
    120_000,
  );
  const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, jobId));
  const items = await handle.db.select().from(jobItems).where(eq(jobItems.jobId, jobId));
  say(`finished ${JSON.stringify({ job: row, items })}`);
  await runner.stop();
  await handle.close();
  process.exit(0);
}
