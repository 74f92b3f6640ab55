import type { ProducerScope } from "@/lib/db/users";

/** Pure checks on a user's producer scope; safe to import anywhere. */
export function inScope(scope: ProducerScope, producerId: string): boolean {
  return scope === "all" || scope.includes(producerId);
}

/** The producers of `available` this user may see, in the given order. */
export function visibleProducers<T extends string | { id: string }>(
  scope: ProducerScope,
  available: readonly T[],
): T[] {
  if (scope === "all") return [...available];
  return available.filter((p) => scope.includes(typeof p === "string" ? p : p.id));
}

/**
 * A producer addressed by UUID or slug among `producers` (already limited to the visible ones); undefined
 * when absent. Pages resolve `?producer=` with it after parsing; the header's switcher matches with it.
 */
export function findProducer<T extends { id: string; slug: string }>(
  producers: readonly T[],
  idOrSlug: string | null | undefined,
): T | undefined {
  if (!idOrSlug) return undefined;
  return producers.find((p) => p.id === idOrSlug || p.slug === idOrSlug);
}
