import "server-only";

import type { Target } from "@/lib/actions/pipeline";
import { findProducer } from "@/lib/auth/scope";
import { IdOrSlugSchema } from "@/lib/contract";
import { getBuyer } from "@/lib/partner/buyers";
import { getMe } from "@/lib/partner/me";

export const BUYER_MESSAGES = "buyers.errors";

/** The buyer's profile paths (the list pages read notes and tags too). */
export const buyerPaths = (buyerId: string) =>
  [[`/buyers/${buyerId}`], ["/buyers/search"], ["/buyers/birthdays"]] as const;

/**
 * The producer of the key's scope named by `producer` (UUID or slug), as the API lists it; null when
 * unknown. The pipeline then checks it against the user's scope (missing and out of scope alike).
 */
export async function loadProducer(producer: string): Promise<{ id: string } | null> {
  if (!IdOrSlugSchema.safeParse(producer).success) return null;
  return findProducer((await getMe()).producers, producer) ?? null;
}

/** A buyer of that producer (GET /producers/{id}/buyers/{buyer_id}); null when missing or not theirs. */
export async function loadBuyer<B>(producer: string, buyerId: string, before: B): Promise<Target<B> | null> {
  const found = await loadProducer(producer);
  if (!found) return null;
  const detail = await getBuyer(found.id, buyerId);
  return detail ? { producerId: found.id, before } : null;
}
