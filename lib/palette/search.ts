import "server-only";

import { can } from "@/lib/auth/policy";
import type { SessionUser } from "@/lib/auth/types";
import { mapLimit } from "@/lib/concurrency";
import type { EventSummary } from "@/lib/contract";
import { searchBuyers } from "@/lib/partner/buyers";
import { getEventInScope, listAllEvents } from "@/lib/partner/events";
import { getMyProducers } from "@/lib/partner/me";
import { listTickets } from "@/lib/partner/tickets";
import { withProducer } from "@/lib/url-state/with-producer";

import { MAX_HITS, type PaletteHit } from "./types";

/** Events are listed whole once per call (a producer's events fit a few pages) and matched here. */
const EVENTS_CEILING = 2_000;

/** Every event of the user's producers (name, slug, producer), for the palette to filter as one types. */
export async function paletteEvents(user: SessionUser, signal?: AbortSignal): Promise<PaletteHit[]> {
  const producers = await getMyProducers(user);
  const lists = await mapLimit(producers, 3, async (p) => {
    const out: EventSummary[] = [];
    for await (const e of listAllEvents({ producer_id: p.id }, { signal, ceiling: EVENTS_CEILING }))
      out.push(e);
    return out;
  });
  return lists.flat().map((e) => ({
    id: e.id,
    title: e.name,
    detail: `${e.slug} · ${e.producer.name}`,
    href: `/events/${e.slug}`,
  }));
}

/**
 * Buyers of each of the user's producers matching `q` (the producer's own search). The palette asks on
 * every keystroke; `signal` (the browser's request) ends the upstream calls of a word already typed past.
 */
export async function paletteBuyers(
  user: SessionUser,
  q: string,
  signal?: AbortSignal,
): Promise<PaletteHit[]> {
  if (!can(user, "buyers:read")) return [];
  const producers = await getMyProducers(user);
  const found = await mapLimit(producers, 3, async (p) =>
    (await searchBuyers(p.id, q, signal)).map((b) => ({
      id: `${p.id}:${b.id}`,
      title: b.name ?? b.email,
      detail: `${b.email} · ${p.name}`,
      href: withProducer(`/buyers/${b.id}`, p.slug),
    })),
  );
  return found.flat().slice(0, MAX_HITS);
}

/** Tickets of one event (in the user's scope) by holder name, e-mail or document; each leads to its order. */
export async function paletteTickets(
  user: SessionUser,
  eventId: string,
  q: string,
  signal?: AbortSignal,
): Promise<PaletteHit[] | null> {
  if (!can(user, "orders:read")) return [];
  const event = await getEventInScope(user, eventId);
  if (!event) return null;
  const page = await listTickets(event.id, { q, perPage: MAX_HITS, signal });
  return page.data.map((t) => ({
    id: t.id,
    title: t.holder_name ?? "—",
    detail: [t.product_name, event.name].filter(Boolean).join(" · "),
    href: `/events/${event.slug}/orders/${t.order_id}`,
  }));
}
