import "server-only";

import { cache } from "react";

import { findProducer, visibleProducers } from "@/lib/auth/scope";
import type { ProducerScope, SessionUser } from "@/lib/auth/types";
import { operations, type PartnerMe, type ProducerRef } from "@/lib/contract";
import { call } from "@/lib/partner/client";

// GET /me — memoised per request (React cache), never across users.
export const getMe = cache((): Promise<PartnerMe> => call(operations.getMe));

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
