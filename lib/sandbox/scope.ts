import { and, eq, inArray, or } from "drizzle-orm";
import type { Context } from "hono";

import { isUuid } from "@/lib/uuid";

import type { PartnerEnv } from "./context";
import { events, producers } from "./db/schema";
import { notFound } from "./errors";

export { isUuid };

/** `id = x OR slug = x` for UUID-shaped input, else by slug only (a slug is never cast to uuid). */
function idOrSlug(table: typeof events | typeof producers, value: string) {
  const slug = eq(table.slug, value.toLowerCase());
  return isUuid(value) ? or(eq(table.id, value.toLowerCase()), slug)! : slug;
}

/** The producer row addressed by UUID or slug within the key's scope; 404 for missing and out of scope alike. */
export async function resolveProducer(c: Context<PartnerEnv>, value: string) {
  const scope = c.var.auth.producerIds;
  if (!scope.length) throw notFound("Producer");
  const [row] = await c.var.sb.db
    .select()
    .from(producers)
    .where(and(idOrSlug(producers, value), inArray(producers.id, scope)))
    .limit(1);
  if (!row) throw notFound("Producer");
  return row;
}

/** The condition "this row of `events` is the one addressed (UUID or slug) and within the key's scope". */
export function eventInScope(c: Context<PartnerEnv>, value: string) {
  return and(idOrSlug(events, value), inArray(events.producerId, c.var.auth.producerIds))!;
}

/** The event row addressed by UUID or slug within the key's scope; 404 for missing and out of scope alike. */
export async function resolveEvent(c: Context<PartnerEnv>, value: string) {
  if (!c.var.auth.producerIds.length) throw notFound("Event");
  const [row] = await c.var.sb.db.select().from(events).where(eventInScope(c, value)).limit(1);
  if (!row) throw notFound("Event");
  return row;
}

/** UUID path parameters that are not UUIDs are simply not found (never a 500 from a uuid cast). */
export function requireUuid(value: string, what: string): string {
  if (!isUuid(value)) throw notFound(what);
  return value.toLowerCase();
}
