import { describe, expect, it } from "vitest";

import { sortRows } from "@/lib/url-state/sort";

import type { CheckIn, RosterPlayer } from "./build";
import { rosterList } from "./list-params";
import { rosterComparators, type RosterSortKey } from "./sort";

const player = (userId: string, gamertag: string | null, name: string | null, checkIn: CheckIn) =>
  ({
    userId,
    playerId: null,
    gamertag,
    discriminator: null,
    team: null,
    name,
    avatarUrl: null,
    orderId: `order-${userId}`,
    checkIn,
    ticketsCheckedIn: 0,
    ticketsTotal: 1,
  }) satisfies RosterPlayer;

const players = [
  player("u1", "zeta", "Ana", "not_checked_in"),
  player("u2", null, null, "checked_in"),
  player("u3", "Ágata", "Bruno", "partial"),
];
const ids = (key: RosterSortKey, dir: "asc" | "desc" = "asc") =>
  sortRows(players, rosterComparators("pt-BR")[key], dir).map((p) => p.userId);

describe("roster sort", () => {
  it("sorts by gamertag (the user id when there is none) and name in the locale, a missing name last", () => {
    expect(ids("player")).toEqual(["u3", "u2", "u1"]);
    expect(ids("name")).toEqual(["u1", "u3", "u2"]);
  });

  it("sorts by check-in: checked in, partial, not yet", () => {
    expect(ids("check_in")).toEqual(["u2", "u3", "u1"]);
    expect(ids("check_in", "desc")).toEqual(["u1", "u3", "u2"]);
  });

  it("reads the sort from the URL; junk keeps the built order", () => {
    expect(rosterList.parse({ sort: "check_in", dir: "desc" })).toMatchObject({
      sort: "check_in",
      dir: "desc",
    });
    expect(rosterList.parse({ sort: "zzz", page: "abc" })).toMatchObject({ sort: undefined, page: 1 });
  });
});
