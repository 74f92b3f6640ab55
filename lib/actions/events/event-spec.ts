import "server-only";

import type { z } from "zod";

import type { Translate } from "@/lib/actions/partner-failure";
import type { RevalidateTarget, Target } from "@/lib/actions/pipeline";
import type { FieldErrors } from "@/lib/actions/result";
import { IdOrSlugSchema, type Event } from "@/lib/contract";
import { getEvent } from "@/lib/partner/events";

import { EVENT_FORM_FIELDS, issueMessage, type DateProblems } from "./form";

/** What every event write shares in the pipeline: its capability, messages, fields, audit and revalidation. */
export const EVENT_WRITE = {
  capability: "events:write",
  messages: "events.errors",
  fields: EVENT_FORM_FIELDS,
  revalidate: eventPaths,
} as const;

export const eventAudit = (action: string) => ({ action, targetType: "event", targetId: (e: Event) => e.id });

/** The event addressed by UUID or slug, with its producer as the API reports it; null for a malformed id. */
export async function loadEvent(eventId: string): Promise<Target<Event> | null> {
  if (!IdOrSlugSchema.safeParse(eventId).success) return null;
  const event = await getEvent(eventId);
  return { producerId: event.producer.id, before: event };
}

/** Lists, the home counts and the event's own pages (by id and by slug) show the change on next render. */
function eventPaths(event: Pick<Event, "id" | "slug">): RevalidateTarget[] {
  return [["/"], ["/events"], [`/events/${event.id}`, "layout"], [`/events/${event.slug}`, "layout"]];
}

/** zod issues and datetime problems as translated field errors. */
export function eventFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  problems: DateProblems,
  t: Translate,
): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, problem] of Object.entries(problems))
    out[field] = [
      t(problem === "required" ? "required" : problem === "outOfRange" ? "dateOutOfRange" : "invalidDate"),
    ];
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    if (out[field]) continue;
    out[field] = [issueMessage(issue, t)];
  }
  return out;
}
