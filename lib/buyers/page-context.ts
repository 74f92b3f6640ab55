import "server-only";

import { guardPage } from "@/lib/auth/guard";
import type { Capability } from "@/lib/auth/policy";
import { requireCapability, type SessionUser } from "@/lib/auth/session";
import type { ProducerRef } from "@/lib/contract";

import { resolveBuyersProducer } from "./partner";
import { buyersHref, parseBuyersUrl, type BuyersUrl } from "./url-state";

export type BuyersPageContext = {
  user: SessionUser;
  url: BuyersUrl;
  producer: ProducerRef | null;
};

/** A Buyers page's start: capability (else the not-found page), the URL, the producer the user may see. */
export async function buyersPage(
  path: string,
  searchParams: Promise<Record<string, string | string[] | undefined>>,
  capability: Capability = "buyers:read",
): Promise<BuyersPageContext> {
  const url = parseBuyersUrl(await searchParams);
  const user = await guardPage(requireCapability(capability), buyersHref(path, url));
  const { producer } = await resolveBuyersProducer(user, url.producer);
  return { user, url: { ...url, producer: producer?.slug }, producer };
}
