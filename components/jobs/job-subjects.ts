import "server-only";

import type { SessionUser } from "@/lib/auth/types";
import { mapLimit } from "@/lib/concurrency";
import type { JobRow } from "@/lib/db/schema";
import { getEventInScope } from "@/lib/partner/events";
import { withProducer } from "@/lib/url-state/with-producer";

/** What a run worked on, as its row and page name it: an event, or a birthday campaign (of an event). */
export type JobSubject = { kind: "event" | "campaign"; name: string; href: string | null };

type Input = Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" && v ? v : null);

/** The event a run's input names (bulk cancel, bulk codes and campaigns: `eventId`; duplication: its source). */
function eventOf(job: Pick<JobRow, "input">): string | null {
  const input = (job.input ?? {}) as Input;
  return text(input.eventId) ?? text(input.sourceEventId);
}

/**
 * Each run's subject, by job id: the events named by the runs' inputs are read once each (in the user's
 * scope; an event out of scope or gone keeps no name), campaigns add their month. Runs of Palco's own
 * (maintenance, the inbox) have none.
 */
export async function jobSubjects(
  user: Pick<SessionUser, "producerIds">,
  jobs: Pick<JobRow, "id" | "name" | "input" | "producerId">[],
  campaignLabel: (month: string, year: number) => string,
): Promise<Map<string, JobSubject>> {
  const ids = [...new Set(jobs.map(eventOf).filter((id): id is string => id !== null))];
  const events = new Map(
    await mapLimit(ids, 4, async (id) => [id, await getEventInScope(user, id).catch(() => null)] as const),
  );
  const subjects = new Map<string, JobSubject>();
  for (const job of jobs) {
    const eventId = eventOf(job);
    const event = eventId ? events.get(eventId) : null;
    const input = (job.input ?? {}) as Input;
    if (job.name === "buyers-birthday-campaign" && typeof input.month === "number") {
      const run = campaignLabel(String(input.month).padStart(2, "0"), Number(input.year));
      subjects.set(job.id, {
        kind: "campaign",
        name: event ? `${run} · ${event.name}` : run,
        href: withProducer(`/buyers/campaigns/${job.id}`, job.producerId),
      });
    } else if (event) {
      subjects.set(job.id, { kind: "event", name: event.name, href: `/events/${event.id}` });
    }
  }
  return subjects;
}
