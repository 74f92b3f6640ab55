import type { SeedContext } from "./context";
import { atDay } from "./epoch";
import { DEMO_API_KEY, DEMO_READONLY_API_KEY, OTHER_API_KEY } from "./keys";
import { apiKeyProducers, apiKeys, producers } from "../db/schema";

export const DEMO_PRODUCERS = {
  a: { slug: "sunset-producoes", name: "Sunset Produções" },
  b: { slug: "arena-norte", name: "Arena Norte Eventos" },
  // Outside the demo key's scope: 404 by UUID and by slug.
  other: { slug: "casa-vizinha", name: "Casa Vizinha Shows" },
} as const;

const DEMO_KEYS = [
  { key: DEMO_API_KEY, name: "Palco demo", readOnly: false, scope: ["a", "b"] },
  { key: DEMO_READONLY_API_KEY, name: "Palco demo (read-only)", readOnly: true, scope: ["a", "b"] },
  { key: OTHER_API_KEY, name: "Casa Vizinha integration", readOnly: false, scope: ["other"] },
] as const;

/** Three producers and the demo keys with their scopes. */
export async function seedProducers(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng("producers");
  const createdAt = atDay(-400);
  for (const role of ["a", "b", "other"] as const) {
    const id = rng.uuid();
    ctx.producers[role] = id;
    await ctx.tx.insert(producers).values({ id, ...DEMO_PRODUCERS[role], createdAt });
  }
  for (const k of DEMO_KEYS) {
    const id = rng.uuid();
    await ctx.tx.insert(apiKeys).values({ id, key: k.key, name: k.name, readOnly: k.readOnly, createdAt });
    await ctx.tx
      .insert(apiKeyProducers)
      .values(k.scope.map((role) => ({ apiKeyId: id, producerId: ctx.producers[role] })));
  }
}
