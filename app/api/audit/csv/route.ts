import { auditFilterOf, auditList } from "@/lib/audit/list-params";
import { authErrorResponse } from "@/lib/auth/guard";
import { routeFor } from "@/lib/auth/route";
import { AuthError } from "@/lib/auth/session";
import { iterateAuditEntries } from "@/lib/db/audit";
import { env } from "@/lib/env";
import { csvResponse, type CsvColumn } from "@/lib/exports/csv-stream";

const COLUMNS: CsvColumn[] = [
  { key: "at", type: "datetime" },
  "user_email",
  "user_id",
  "action",
  "target_type",
  "target_id",
  "producer_id",
  "address",
  "before",
  "after",
];

const json = (v: unknown) => (v === null || v === undefined ? "" : JSON.stringify(v));

// GET /api/audit/csv?<the /audit filters>: every entry the filter matches, newest first, streamed.
// Admins who see every producer only, like the page.
export const GET = routeFor("audit:read", async (req, _ctx: unknown, user) => {
  if (user.producerIds !== "all") return authErrorResponse(new AuthError("forbidden"))!;
  const timeZone = env().DISPLAY_TZ;
  const state = auditList.parse(new URL(req.url).searchParams);
  const entries = iterateAuditEntries(auditFilterOf(state, timeZone));
  async function* rows() {
    for await (const r of entries)
      yield [
        r.at.toISOString(),
        r.userEmail,
        r.userId,
        r.action,
        r.targetType,
        r.targetId,
        r.producerId,
        r.address,
        json(r.before),
        json(r.after),
      ];
  }
  return csvResponse({ filename: "audit.csv", columns: COLUMNS, rows: rows(), timeZone, signal: req.signal });
});
