import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";

import { fromCents } from "@/lib/money";

import type { ControlEnv } from "../context";
import { apiKeyProducers, apiKeys, events, producers, products } from "../db/schema";
import type { SandboxQueryable } from "../db/types";

export type KeyInfo = {
  key: string;
  name: string;
  read_only: boolean;
  producers: { id: string; slug: string; name: string }[];
};

/** Active API keys with their producer scope, oldest first. */
export async function listKeyInfo(db: SandboxQueryable): Promise<KeyInfo[]> {
  const rows = await db
    .select({ key: apiKeys, producer: producers })
    .from(apiKeys)
    .leftJoin(apiKeyProducers, eq(apiKeyProducers.apiKeyId, apiKeys.id))
    .leftJoin(producers, eq(producers.id, apiKeyProducers.producerId))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.key), asc(producers.slug));
  const byKey = new Map<string, KeyInfo>();
  for (const { key, producer } of rows) {
    if (key.revokedAt) continue;
    const info = byKey.get(key.key) ?? {
      key: key.key,
      name: key.name,
      read_only: key.readOnly,
      producers: [],
    };
    if (producer) info.producers.push({ id: producer.id, slug: producer.slug, name: producer.name });
    byKey.set(key.key, info);
  }
  return [...byKey.values()];
}

/** Every event (all producers) with its lots, so the CLI and scripts can pick ids and slugs. */
export async function listEventDirectory(db: SandboxQueryable) {
  const rows = await db
    .select({ event: events, producer: producers })
    .from(events)
    .innerJoin(producers, eq(producers.id, events.producerId))
    .orderBy(asc(producers.slug), asc(events.startsAt), asc(events.id));
  const lots = await db.select().from(products).orderBy(asc(products.position), asc(products.id));
  return rows.map(({ event, producer }) => ({
    id: event.id,
    slug: event.slug,
    name: event.name,
    status: event.status,
    starts_at: event.startsAt.toISOString(),
    producer: { id: producer.id, slug: producer.slug, name: producer.name },
    products: lots
      .filter((p) => p.eventId === event.id)
      .map((p) => ({
        id: p.id,
        name: p.name,
        amount: fromCents(p.amountCents),
        available_quantity: Math.max(0, p.maximumQuantity - p.heldQuantity),
        hidden: p.hidden,
      })),
  }));
}

export const directoryRoutes = new Hono<ControlEnv>();

// GET /keys
directoryRoutes.get("/keys", async (c) => c.json({ data: await listKeyInfo(c.var.sb.db) }));

// GET /events — all producers, with lots (a helper for the CLI, not part of the Partner API).
directoryRoutes.get("/events", async (c) => c.json({ data: await listEventDirectory(c.var.sb.db) }));
