import "server-only";

import { overviewCeiling } from "@/lib/analytics/overview";
import { mapLimit } from "@/lib/concurrency";
import type { EventSummary } from "@/lib/contract";
import { env } from "@/lib/env";
import { listAllEvents } from "@/lib/partner/events";
import { collectAll } from "@/lib/partner/every-item";

import { buildReport, type RefundInfo, type Report } from "./aggregate";
import { isWarm, readEventOrders, readRefund } from "./cache";
import { reportRange } from "./range";

/** Refunds read for one report at most (one GET each); past it the rest count as "no refund read". */
export const REPORT_REFUNDS_MAX = 2_000;

export type ReportEvent = Pick<EventSummary, "id" | "name">;

// GET /events?producer_id= (every page, up to the overview's ceiling).
export async function reportEvents(producerId: string): Promise<{ events: ReportEvent[]; partial: boolean }> {
  const read = listAllEvents({ producer_id: producerId }, { ceiling: overviewCeiling(), atCeiling: "stop" });
  const { items, partial } = await collectAll(read, (e) => ({ id: e.id, name: e.name }));
  return { events: [...new Map(items.map((e) => [e.id, e])).values()], partial };
}

export const allWarm = (events: ReportEvent[]) => events.every((e) => isWarm(e.id));

/**
 * The report of `producerId`'s events (already checked against the user's scope) for the URL's period:
 * every event's orders from the per-process caches (incremental when warm), then the refunds of the
 * period's cancelled orders, 4 at a time.
 */
export async function loadReport(
  events: ReportEvent[],
  query: { from?: string; to?: string },
  { eventsPartial = false, nowMs = Date.now() }: { eventsPartial?: boolean; nowMs?: number } = {},
): Promise<Report> {
  const timeZone = env().DISPLAY_TZ;
  const range = reportRange(query, nowMs, timeZone);
  const read = await Promise.all(events.map(async (e) => ({ ...e, ...(await readEventOrders(e.id)) })));
  const { fromMs, toMs } = range.current;
  const inRange = read.flatMap((e) =>
    e.cancelled.filter((s) => s.at >= fromMs && s.at < toMs).map((s) => ({ eventId: e.id, id: s.id })),
  );
  const wanted = inRange.slice(0, REPORT_REFUNDS_MAX);
  const refunds = new Map<string, RefundInfo | null>();
  await mapLimit(wanted, 4, async ({ eventId, id }) => {
    refunds.set(id, await readRefund(eventId, id).catch(() => null));
  });
  return buildReport({
    events: read,
    range,
    timeZone,
    refunds,
    partial: eventsPartial || inRange.length > wanted.length || read.some((e) => e.partial),
  });
}
