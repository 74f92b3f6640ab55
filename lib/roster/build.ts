import type { CsvColumn } from "@/lib/exports/csv-format";
import { byText } from "@/lib/url-state/sort";

/**
 * The tournament roster from an event's orders and tickets (pure): players grouped by team tag, each with
 * their check-in status (ticket → order), plus the alerts an organizer acts on before seeding a bracket.
 */
export type TourneyProfileLike = {
  user_id: string;
  player_id: string | null;
  gamertag: string | null;
  slug: string | null;
  prefix: string | null;
  name: string | null;
  avatar_url: string | null;
};

export type RosterOrder = {
  id: string;
  payment_status: string;
  /** Absent: the order has no tournament lot (or the event no tournament field); null: no profile captured. */
  tourney?: TourneyProfileLike | null;
};

export type RosterTicket = { order_id: string; status: string };

export type CheckIn = "checked_in" | "partial" | "not_checked_in" | "no_tickets";

export type RosterPlayer = {
  userId: string;
  playerId: string | null;
  gamertag: string | null;
  discriminator: string | null;
  team: string | null;
  name: string | null;
  /** http(s) only; anything else is dropped. */
  avatarUrl: string | null;
  orderId: string;
  checkIn: CheckIn;
  ticketsCheckedIn: number;
  ticketsTotal: number;
};

export type RosterTeam = { tag: string | null; players: RosterPlayer[] };

export type RosterAlerts = {
  /** Paid orders with tournament lots but no tournament profile. */
  missingProfile: string[];
  /** One tournament user on several paid orders. */
  duplicateUsers: { userId: string; gamertag: string | null; orderIds: string[] }[];
};

export type Roster = { teams: RosterTeam[]; players: number; checkedIn: number; alerts: RosterAlerts };

// Gamertags and tags as people read them: case aside, accents as the reader's language files them, "Time 2" before "Time 10".
const TAG_ORDER: Intl.CollatorOptions = { sensitivity: "base", numeric: true };

/** True when any order carries the tournament field (even null): the event has tourney data. */
export function hasTourneyField(orders: readonly RosterOrder[]): boolean {
  return orders.some((o) => Object.hasOwn(o, "tourney"));
}

export function safeAvatar(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

function checkInOf(
  tickets: readonly RosterTicket[],
): Pick<RosterPlayer, "checkIn" | "ticketsCheckedIn" | "ticketsTotal"> {
  const live = tickets.filter((t) => t.status === "valid" || t.status === "checked_in");
  const done = live.filter((t) => t.status === "checked_in").length;
  const checkIn: CheckIn =
    live.length === 0
      ? "no_tickets"
      : done === live.length
        ? "checked_in"
        : done > 0
          ? "partial"
          : "not_checked_in";
  return { checkIn, ticketsCheckedIn: done, ticketsTotal: live.length };
}

const teamKey = (tag: string | null) => (tag ?? "").trim().toLowerCase();

/** `locale`: the reader's, which orders the teams and their players. */
export function buildRoster(
  orders: readonly RosterOrder[],
  tickets: readonly RosterTicket[],
  locale: string,
): Roster {
  const ticketsByOrder = new Map<string, RosterTicket[]>();
  for (const t of tickets) {
    const list = ticketsByOrder.get(t.order_id);
    if (list) list.push(t);
    else ticketsByOrder.set(t.order_id, [t]);
  }

  const paid = orders.filter((o) => o.payment_status === "paid" && Object.hasOwn(o, "tourney"));
  const missingProfile: string[] = [];
  const byUser = new Map<string, { gamertag: string | null; orderIds: string[] }>();
  const teams = new Map<string, RosterTeam>();
  let count = 0;
  let checkedIn = 0;

  for (const order of paid) {
    const p = order.tourney;
    if (!p) {
      missingProfile.push(order.id);
      continue;
    }
    const seen = byUser.get(p.user_id);
    if (seen) {
      seen.orderIds.push(order.id);
      continue; // one roster line per tournament user; the alert lists the other orders
    }
    byUser.set(p.user_id, { gamertag: p.gamertag, orderIds: [order.id] });
    const tag = p.prefix?.trim() || null;
    const key = teamKey(tag);
    let team = teams.get(key);
    if (!team) {
      team = { tag, players: [] };
      teams.set(key, team);
    }
    const player: RosterPlayer = {
      userId: p.user_id,
      playerId: p.player_id,
      gamertag: p.gamertag,
      discriminator: p.slug,
      team: tag,
      name: p.name,
      avatarUrl: safeAvatar(p.avatar_url),
      orderId: order.id,
      ...checkInOf(ticketsByOrder.get(order.id) ?? []),
    };
    team.players.push(player);
    count++;
    if (player.checkIn === "checked_in") checkedIn++;
  }

  const name = byText<RosterPlayer>((p) => p.gamertag ?? p.name ?? "", locale, TAG_ORDER);
  const byName = (a: RosterPlayer, b: RosterPlayer) => name(a, b) || a.userId.localeCompare(b.userId);
  const sortedTeams = [...teams.values()]
    .map((t) => ({ ...t, players: t.players.sort(byName) }))
    // Teams by tag, players without a team (a null tag) last.
    .sort(byText((t) => t.tag, locale, TAG_ORDER));

  const duplicateUsers = [...byUser.entries()]
    .filter(([, v]) => v.orderIds.length > 1)
    .map(([userId, v]) => ({ userId, gamertag: v.gamertag, orderIds: v.orderIds }));

  return { teams: sortedTeams, players: count, checkedIn, alerts: { missingProfile, duplicateUsers } };
}

export const ENTRANT_COLUMNS: CsvColumn[] = [
  "team",
  "gamertag",
  "discriminator",
  "name",
  "user_id",
  "player_id",
  { key: "check_in", values: "checkIn" },
  "order_id",
];

/** Entrants for bracket seeding, one per tournament user, teams in order (CSV rows of `ENTRANT_COLUMNS`). */
export function entrantRows(roster: Roster): string[][] {
  return roster.teams.flatMap((team) =>
    team.players.map((p) => [
      team.tag ?? "",
      p.gamertag ?? "",
      p.discriminator ?? "",
      p.name ?? "",
      p.userId,
      p.playerId ?? "",
      p.checkIn,
      p.orderId,
    ]),
  );
}
