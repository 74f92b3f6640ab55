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

/** A producer the page offers when the header says "all producers", with the page's link for it. */
export type ProducerOption = { name: string; slug: string; href: string };

export type BuyersPageContext<S> = {
  user: SessionUser;
  /** The page's URL state; `producer` is the slug of the producer it shows (absent when none). */
  state: S;
  /** null: no producer in the user's scope, or the header says "all" (then `options` lists them). */
  producer: ProducerRef | null;
  /** The producers to pick from when the header says "all" (the API answers buyers per producer only). */
  options: ProducerOption[];
};

/**
 * A Buyers page's start: capability (else the not-found page), the URL read through the page's list
 * declaration, the producer it works on. That is the header's choice (`?producer=`); a user limited to
 * some producers without a choice gets their first. When the header says "all producers" a list page
 * shows no producer and offers each one (`options`); a detail page reached without `?producer=`
 * (`onAll: "first"`) keeps the first.
 */
export async function buyersPage<S extends ListBase & { producer?: string }>(
  path: string,
  searchParams: Promise<Params>,
  list: BuyersList<S>,
  capability: Capability = "buyers:read",
  { onAll = "pick" }: { onAll?: "pick" | "first" } = {},
): Promise<BuyersPageContext<S>> {
  const parsed = list.parse(await searchParams);
  const user = await guardPage(requireCapability(capability), list.href(path, parsed));
  const choice = await resolveProducerChoice(user, parsed.producer);
  const all = choice.producer === null && choice.producers.length > 1 && onAll === "pick";
  const producer = choice.producer ?? (all ? null : (choice.producers[0] ?? null));
  const options = all
    ? choice.producers.map((p) => ({
        name: p.name,
        slug: p.slug,
        href: list.href(path, { ...parsed, page: 1, producer: p.slug }),
      }))
    : [];
  return { user, state: { ...parsed, producer: producer?.slug }, producer, options };
}
