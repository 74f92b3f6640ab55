import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";

import { operations } from "@/lib/contract/operations";

import type { PartnerEnv } from "../context";
import { listEventViews, presentEventSummary } from "../data/events";
import { uniqueEventSlug } from "../data/slug";
import { events } from "../db/schema";
import { ApiError } from "../errors";
import { implement } from "../implement";
import { resolveEvent, resolveProducer } from "../scope";
import { eventBody, origin } from "./event-response";
import { coverRoutes } from "./events-cover";

export const eventsRoutes = new Hono<PartnerEnv>();

/** A producer named in a body or query is a bad value (422), not a missing path resource. */
async function producerInScope(c: Context<PartnerEnv>, value: string) {
  try {
    return await resolveProducer(c, value);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) {
      throw new ApiError(422, "Validation failed", [
        "producer_id: unknown producer or outside the key's scope",
      ]);
    }
    throw err;
  }
}

// GET /events
implement(eventsRoutes, operations.listEvents, async (c, req) => {
  const q = req.query();
  const producerIds = q.producer_id ? [(await producerInScope(c, q.producer_id)).id] : c.var.auth.producerIds;
  const { rows, total } = await listEventViews(
    c.var.sb.db,
    { producerIds, status: q.status },
    { limit: q.per_page, offset: (q.page - 1) * q.per_page },
  );
  const data = rows.map((v) => presentEventSummary(v, origin(c)));
  return { data, page: q.page, per_page: q.per_page, total };
});

// POST /events — new events start as drafts with a unique slug derived from the name.
implement(eventsRoutes, operations.createEvent, async (c, req) => {
  const input = await req.body();
  const producer = await producerInScope(c, input.producer_id);
  const now = c.var.sb.clock.now();
  const id = await c.var.sb.db.transaction(async (tx) => {
    const slug = await uniqueEventSlug(tx, input.name);
    const [row] = await tx
      .insert(events)
      .values({
        producerId: producer.id,
        slug,
        name: input.name,
        status: "draft",
        startsAt: new Date(input.starts_at),
        endsAt: input.ends_at ? new Date(input.ends_at) : null,
        bio: input.bio ?? null,
        color: input.color ?? null,
        askForCpf: input.ask_for_cpf,
        creditCardEnabled: input.credit_card_enabled,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: events.id });
    return row.id;
  });
  return eventBody(c, id);
});

// GET /events/{event_id}
implement(eventsRoutes, operations.getEvent, async (c, { params }) => {
  const event = await resolveEvent(c, params.event_id);
  return eventBody(c, event.id);
});

// PATCH /events/{event_id} — any field, status included (the spec shows no transition rule).
implement(eventsRoutes, operations.updateEvent, async (c, req) => {
  const event = await resolveEvent(c, req.params.event_id);
  const input = await req.body();
  const startsAt = input.starts_at ? new Date(input.starts_at) : event.startsAt;
  const endsAt =
    input.ends_at === undefined ? event.endsAt : input.ends_at === null ? null : new Date(input.ends_at);
  if (endsAt && endsAt < startsAt)
    throw new ApiError(422, "Validation failed", ["ends_at: must not be before starts_at"]);
  await c.var.sb.db
    .update(events)
    .set({
      name: input.name,
      startsAt,
      endsAt,
      bio: input.bio,
      color: input.color,
      status: input.status,
      askForCpf: input.ask_for_cpf,
      askForRg: input.ask_for_rg,
      creditCardEnabled: input.credit_card_enabled,
      tipsEnabled: input.tips_enabled,
      resaleEnabled: input.resale_enabled,
      waitlistEnabled: input.waitlist_enabled,
      updatedAt: c.var.sb.clock.now(),
    })
    .where(eq(events.id, event.id));
  return eventBody(c, event.id);
});

eventsRoutes.route("/", coverRoutes);
