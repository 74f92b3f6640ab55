import { byNumber, byText, type Comparators } from "@/lib/url-state/sort";

import type { CheckIn, RosterPlayer } from "./build";

/** The roster tables' sortable columns (also their DataTable column ids); within each team, by default as built. */
export const ROSTER_SORT_KEYS = ["player", "name", "check_in"] as const;
export type RosterSortKey = (typeof ROSTER_SORT_KEYS)[number];

/** Checked in first, then part of the tickets, then none, then players with no ticket at all. */
const CHECK_IN_ORDER: Record<CheckIn, number> = {
  checked_in: 0,
  partial: 1,
  not_checked_in: 2,
  no_tickets: 3,
};

export function rosterComparators(locale: string): Comparators<RosterPlayer, RosterSortKey> {
  return {
    player: byText((p) => p.gamertag ?? p.userId, locale),
    name: byText((p) => p.name, locale),
    check_in: byNumber((p) => CHECK_IN_ORDER[p.checkIn]),
  };
}
