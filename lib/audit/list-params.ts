import { z } from "zod";

import { fromLocalInput } from "@/lib/dates";
import type { AuditFilter } from "@/lib/db/audit";
import { defineListParams, type StateOf } from "@/lib/url-state/define-list-params";

export const AUDIT_PATH = "/audit";
export const AUDIT_CSV_PATH = "/api/audit/csv";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .regex(DAY)
  .refine((d) => fromLocalInput(`${d}T00:00`, "UTC") !== null)
  .optional();
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);

/** `/audit` (and its CSV): newest first, 25/50/100 per page, every filter in the URL. */
export const auditList = defineListParams({
  perPage: [25, 50, 100],
  filters: {
    /** part of the actor's e-mail */
    user: text(200),
    /** an exact action ("coupon.update") or a prefix ending in "." ("coupon.") */
    action: text(100),
    target_type: text(50),
    target_id: text(200),
    producer: text(100),
    /** days (YYYY-MM-DD) in DISPLAY_TZ, both included */
    from: day,
    to: day,
  },
});
export type AuditListState = StateOf<typeof auditList>;

/** The list state as the query's filter: `from` at its day's start, `to` up to its day's end, in `timeZone`. */
export function auditFilterOf(state: AuditListState, timeZone: string): AuditFilter {
  const start = (d: string | undefined) => {
    const iso = d ? fromLocalInput(`${d}T00:00`, timeZone) : null;
    return iso ? new Date(iso) : undefined;
  };
  const nextDay = (d: string | undefined) => {
    if (!d) return undefined;
    const next = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    return start(next);
  };
  return {
    user: state.user,
    action: state.action,
    targetType: state.target_type,
    targetId: state.target_id,
    producerId: state.producer,
    from: start(state.from),
    to: nextDay(state.to),
  };
}
