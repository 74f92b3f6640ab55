import type { TournamentProfile } from "@/lib/contract/orders";

import { streamFrom } from "./people";
import { tourneyApplies } from "../data/orders";

const TAGS = ["SNST", "ARN", "LOUD", "PAIN", "FURIA", null] as const;
const HANDLES = ["Shadow", "Kami", "Blitz", "Nova", "Ghost", "Falcão", "Raio", "Zeca", "Tigrão", "Pixel"];

/**
 * The tournament-platform identity of a buyer, derived from the e-mail: the same buyer always logs
 * in as the same player, and two runs of a seed agree.
 */
export function tourneyProfileFor(buyer: { email: string; name: string | null }): TournamentProfile {
  const next = streamFrom(`tourney:${buyer.email.toLowerCase()}`);
  const userId = String(100000 + Math.floor(next() * 900000));
  const handle = `${HANDLES[Math.floor(next() * HANDLES.length)]}${Math.floor(next() * 100)}`;
  const slug = Math.floor(next() * 0xffffffff)
    .toString(16)
    .padStart(8, "0");
  return {
    user_id: userId,
    player_id: next() < 0.8 ? String(200000 + Math.floor(next() * 800000)) : null,
    gamertag: handle,
    slug,
    prefix: TAGS[Math.floor(next() * TAGS.length)],
    name: buyer.name,
    email: buyer.email,
    avatar_url: next() < 0.7 ? `https://images.example.com/avatars/${userId}.png` : null,
  };
}

type EventTourney = { tourneyEnabled: boolean; tourneyProductIds: string[] | null };

/**
 * The snapshot an order stores: none when the field does not apply to its products; otherwise the
 * identity given at checkout, else the buyer's profile, else the derived one. `null` given explicitly
 * means the buyer skipped the tournament login.
 */
export function tourneySnapshot(
  event: EventTourney,
  productIds: string[],
  given: TournamentProfile | null | undefined,
  buyer: { email: string; name: string | null; tourney: TournamentProfile | null },
): TournamentProfile | null {
  if (!tourneyApplies(event, productIds)) return null;
  if (given !== undefined) return given;
  return buyer.tourney ?? tourneyProfileFor(buyer);
}
