// The bulk-cancel job in its own process, for lib/jobs/bulk-cancel-crash.test.ts (run with tsx --conditions
// react-server). BC_* variables: BC_DATA_DIR (Palco's PGlite), BC_PARTNER_URL + BC_PARTNER_KEY (a sandbox
// over HTTP), BC_ENQUEUE (JSON input: queue a run), BC_JOB_ID (wait for that run), BC_BLOCK_AFTER (hang
// once that many cancels were sent: the kill lands after a cancel reached the API, before its outcome
// was recorded). Reports on stdout: `enqueued <id>`, `blocked`, `finished <json>`.
import { eq } from "drizzle-orm";

import { openDb } from "@/lib/db/client";
import { jobItems, jobs } from "@/lib/db/schema";
import { createPartnerClient, setDefaultPartnerClient } from "@/lib/partner/client";

import { bulkCancelJob } from "../bulk-cancel";
import type { JobDefinition } from "../define";
import { JobRunner } from "../runner";
import { FAST } from "./fast";
import { waitFor } from "./wait";

const env = process.env;
const say = (line: string) => process.stdout.write(`${line}\n`);
const blockAfter = env.BC_BLOCK_AFTER ? Number(env.BC_BLOCK_AFTER) : null;

let sentCancels = 0;
setDefaultPartnerClient(
  createPartnerClient(
    {
      baseUrl: env.BC_PARTNER_URL!,
      apiKey: env.BC_PARTNER_KEY!,
      fetch: async (input, init) => {
        const res = await globalThis.fetch(input, init);
        if (init?.method === "POST" && String(input).endsWith("/cancel") && ++sentCancels === blockAfter) {
          say("blocked");
          await new Promise(() => undefined);
        }
        return res;
      },
    },
    { attemptTimeoutMs: 20_000, readBudgetMs: 40_000, writeTimeoutMs: 20_000 },
  ),
);

const handle = await openDb({ dataDir: env.BC_DATA_DIR });
const def: JobDefinition<unknown> = { ...(bulkCancelJob as JobDefinition<unknown>), concurrency: 1 };
const runner = new JobRunner(handle, [def], FAST);
await runner.start();

let id = env.BC_JOB_ID;
if (env.BC_ENQUEUE) {
  id = await runner.enqueue(def, JSON.parse(env.BC_ENQUEUE));
  say(`enqueued ${id}`);
}
if (blockAfter === null && id) {
  await waitFor(
    async () => {
      const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, id));
      return row && !["queued", "running"].includes(row.status);
    },
    "the run to finish",
    150_000,
  );
  const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, id));
  const items = await handle.db.select().from(jobItems).where(eq(jobItems.jobId, id));
  say(`finished ${JSON.stringify({ job: row, items })}`);
  await runner.stop();
  await handle.close();
  process.exit(0);
}
