import { routeFor } from "@/lib/auth/route";
import { getDb } from "@/lib/db/client";
import { outcomesCsvResponse } from "@/lib/jobs/outcomes-csv";
import { getJobFor, listItemOutcomes } from "@/lib/jobs/queries";
import { isUuid } from "@/lib/uuid";

import { outcomeReasons } from "@/components/jobs/outcome-reason";

const NO_STORE = { "Cache-Control": "no-store" };

// GET /api/jobs/{jobId}/outcomes: one run's item outcomes as CSV, for a user who may see that run.
export const GET = routeFor<{ params: Promise<{ jobId: string }> }>(
  "jobs:read",
  async (req, { params }, user) => {
    const { jobId } = await params;
    const db = await getDb();
    // Missing and out-of-scope runs answer alike.
    const job = isUuid(jobId) ? await getJobFor(user, jobId, db) : null;
    if (!job) return Response.json({ error: "not_found" }, { status: 404, headers: NO_STORE });
    // The details as the job page words them, in the reader's language.
    const reasonOf = await outcomeReasons();
    return outcomesCsvResponse(job, await listItemOutcomes(job.id, db), { signal: req.signal, reasonOf });
  },
);
