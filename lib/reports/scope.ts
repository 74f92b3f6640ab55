import "server-only";

import { findProducer } from "@/lib/auth/scope";
import type { SessionUser } from "@/lib/auth/types";
import type { ProducerRef } from "@/lib/contract";
import { getVisibleProducers } from "@/lib/partner/me";

/**
 * The producer a reports route answers for: `?producer=` (slug or UUID) must name one of the user's
 * producers; absent, a user with one producer gets it. Anything else is null (the route's 404), so
 * another producer's data and a missing producer look the same.
 */
export async function reportProducer(
  user: SessionUser,
  requested: string | undefined,
): Promise<ProducerRef | null> {
  const { producers } = await getVisibleProducers(user.producerIds);
  if (requested) return findProducer(producers, requested) ?? null;
  return producers.length === 1 ? producers[0] : null;
}
