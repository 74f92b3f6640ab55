import type { ProducerScope } from "@/lib/db/users";

/** Pure checks on a user's producer scope; safe to import anywhere. */
export function inScope(scope: ProducerScope, producerId: string): boolean {
  return scope === "all" || scope.includes(producerId);
}

/** The producers of `available` this user may see, in the given order. */
export function visibleProducers<T extends string | { id: string }>(scope: ProducerScope, available: readonly T[]): T[] {
  if (scope === "all") return [...available];
  return available.filter((p) => scope.includes(typeof p === "string" ? p : p.id));
}
