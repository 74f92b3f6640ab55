import "server-only";

import { cache } from "react";

import { findProducer, visibleProducers } from "@/lib/auth/scope";
import type { ProducerScope, SessionUser } from "@/lib/auth/types";
import { operations, type PartnerMe, type ProducerRef } from "@/lib/contract";
import { call, partnerClient, type PartnerClient } from "@/lib/partner/client";
import { remembered } from "@/lib/remembered";

/**
 * How long one GET /me answer serves every request of this process. It lists the producers of the
 * server's own key, the same for every user (each request still narrows it to the user's scope), and it
 * changes only when the platform changes the key. A refusal is never kept, so a rejected key shows its
 * banner at once; a producer taken off the key is refused by the API on the page's own calls meanwhile.
 */
const ME_KEEP_MS = 5_000;
const meOf = new WeakMap<PartnerClient, () => Promise<PartnerMe>>();

/** GET /me through the process-wide client: one call per ME_KEEP_MS, shared by concurrent requests. */
export const getMe = cache((): Promise<PartnerMe> => {
  const client = partnerClient();
  let load = meOf.get(client);
  if (!load) {
    const kept = remembered(() => call(operations.getMe), { keepMs: () => ME_KEEP_MS, maxEntries: 1 });
    meOf.set(client, (load = () => kept("me")));
  }
  return load();
});

export type VisibleProducers = {
  /** the producers of the key's scope this user may see, in the API's order */
  producers: ProducerRef[];
  /** the user sees every producer the key covers */
  seesAll: boolean;
};

/**
 * The one computation of a user's visible producers, once per request: the layout's switcher, pages and
 * actions all read it. Keyed by the scope (the session user's, one object per request).
 */
export const getVisibleProducers = cache(async (scope: ProducerScope): Promise<VisibleProducers> => {
  const me = await getMe();
  const producers = visibleProducers(scope, me.producers);
  return { producers, seesAll: producers.length === me.producers.length };
});

/** The producers of the key's scope this user may see, in the API's order. */
export async function getMyProducers(user: Pick<SessionUser, "producerIds">): Promise<ProducerRef[]> {
  return (await getVisibleProducers(user.producerIds)).producers;
}

export type ProducerChoice = {
  /** Producers the user may see (the switcher's options). */
  producers: ProducerRef[];
  /** The producer to filter by; null means every producer of `producers`. */
  producer: ProducerRef | null;
  /** False when no producer is visible: nothing may be listed. */
  canList: boolean;
};

/**
 * Resolves `?producer=` against the user's scope. A user who sees every producer of the key may list
 * them all; a user limited to some is pinned to one of theirs (the API filters by one producer only).
 */
export async function resolveProducerChoice(
  user: Pick<SessionUser, "producerIds">,
  requested: string | null | undefined,
): Promise<ProducerChoice> {
  const { producers, seesAll } = await getVisibleProducers(user.producerIds);
  const producer = findProducer(producers, requested) ?? (seesAll ? null : (producers[0] ?? null));
  return { producers, producer, canList: producers.length > 0 };
}
