import "server-only";

import { guardPage } from "@/lib/auth/guard";
import type { Capability } from "@/lib/auth/policy";
import { requireCapability, type SessionUser } from "@/lib/auth/session";
import type { ProducerRef } from "@/lib/contract";
import { resolveProducerChoice } from "@/lib/partner/me";
import type { ListBase } from "@/lib/url-state/list-params";

type Params = Record<string, string | string[] | undefined>;
/** A Buyers list declaration (lib/buyers/list-params): every one carries `?producer=`. */
type BuyersList<S extends ListBase & { producer?: string }> = {
  parse: (params: Params) => S;
  href: (base: string, state: S) => string;
};

export type BuyersPageContext<S> = {
  user: SessionUser;
  /** The page's URL state; `producer` is the slug of the producer it shows (absent when none). */
  state: S;
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

/**
 * A Buyers page's start: capability (else the not-found page), the URL read through the page's list
 * declaration, the producer the user may see.
 */
export async function buyersPage<S extends ListBase & { producer?: string }>(
  path: string,
  searchParams: Promise<Params>,
  list: BuyersList<S>,
  capability: Capability = "buyers:read",
): Promise<BuyersPageContext<S>> {
  const parsed = list.parse(await searchParams);
  const user = await guardPage(requireCapability(capability), list.href(path, parsed));
  const producer = await resolveBuyersProducer(user, parsed.producer);
  return { user, state: { ...parsed, producer: producer?.slug }, producer };
}
