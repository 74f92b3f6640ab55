import "server-only";

import { guardPage } from "@/lib/auth/guard";
import type { Capability } from "@/lib/auth/policy";
import { requireCapability, type SessionUser } from "@/lib/auth/session";
import type { ProducerRef } from "@/lib/contract";
import { resolveProducerChoice } from "@/lib/partner/me";

import { buyersHref, parseBuyersUrl, type BuyersUrl } from "./url-state";

export type BuyersPageContext = {
  user: SessionUser;
  url: BuyersUrl;
  producer: ProducerRef | null;
};

/**
 * The producer a Buyers page works on: the one chosen in `?producer=` if visible, else the user's first.
 * The Partner API answers buyers per producer only, so "every producer" is not a choice here.
 */
async function resolveBuyersProducer(
  user: Pick<SessionUser, "producerIds">,
  requested: string | undefined,
): Promise<ProducerRef | null> {
  const choice = await resolveProducerChoice(user, requested);
  return choice.producer ?? choice.producers[0] ?? null;
}

/** A Buyers page's start: capability (else the not-found page), the URL, the producer the user may see. */
export async function buyersPage(
  path: string,
  searchParams: Promise<Record<string, string | string[] | undefined>>,
  capability: Capability = "buyers:read",
): Promise<BuyersPageContext> {
  const url = parseBuyersUrl(await searchParams);
  const user = await guardPage(requireCapability(capability), buyersHref(path, url));
  const producer = await resolveBuyersProducer(user, url.producer);
  return { user, url: { ...url, producer: producer?.slug }, producer };
}
