import { covers, events } from "../db/schema";
import { slugify } from "../data/slug";
import type { SeedContext } from "./context";
import { SEED_EVENTS } from "./events-data";
import { solidPng, TINY_WEBP } from "./images";
import { atDay } from "./epoch";

/** About a dozen events across every status and both in-scope producers (plus the outside one), with covers. */
export async function seedEvents(ctx: SeedContext): Promise<void> {
  const rng = ctx.rng("events");
  for (const def of SEED_EVENTS) {
    const id = rng.uuid();
    const coverId = rng.uuid();
    // Jitter by seed so different seeds give visibly different data; same seed, same minutes.
    const startsAt = new Date(atDay(def.day, def.hour).getTime() + rng.int(0, 3) * 15 * 60_000);
    const endsAt = new Date(startsAt.getTime() + def.hours * 3_600_000);
    const createdAt = atDay(Math.min(def.day, 0) - rng.int(20, 60));
    const flags = def.flags ?? {};
    ctx.events[def.key] = id;
    await ctx.tx.insert(events).values({
      id,
      producerId: ctx.producers[def.producer],
      slug: slugify(def.name),
      name: def.name,
      status: def.status,
      startsAt,
      endsAt,
      bio: def.bio,
      color: def.color,
      askForCpf: true,
      askForRg: flags.rg ?? false,
      creditCardEnabled: flags.card ?? true,
      tipsEnabled: flags.tips ?? false,
      resaleEnabled: flags.resale ?? false,
      waitlistEnabled: flags.waitlist ?? false,
      venueName: def.venue?.name ?? null,
      venueCity: def.venue?.city ?? null,
      venueAddress: def.venue?.address ?? null,
      tourneyEnabled: flags.tourney ?? false,
      createdAt,
      updatedAt: createdAt,
    });
    if (def.cover) {
      const webp = def.cover === "webp";
      await ctx.tx.insert(covers).values({
        id: coverId,
        eventId: id,
        contentType: webp ? "image/webp" : "image/png",
        ext: webp ? "webp" : "png",
        bytes: webp ? TINY_WEBP : solidPng(def.color),
        createdAt,
      });
    }
  }
}
