import type { SeedContext } from "./context";
import { readCover } from "./cover-images";
import { atDay } from "./epoch";
import { SEED_EVENTS } from "./events-data";
import { storeCover } from "../data/cover";
import { slugify } from "../data/slug";
import { events } from "../db/schema";

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
    // Stored the way an upload is, so `cover_url` serves a real image on a fresh demo.
    if (def.cover) {
      const bytes = readCover(def.key, def.cover);
      const stored = await storeCover(ctx.tx, { id: coverId, eventId: id, bytes, at: createdAt });
      if (!stored) throw new Error(`seed/covers/${def.key}.${def.cover} is not a JPEG, PNG or WebP image`);
    }
  }
}
