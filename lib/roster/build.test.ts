import { describe, expect, it } from "vitest";

import {
  buildRoster,
  ENTRANT_COLUMNS,
  entrantRows,
  hasTourneyField,
  safeAvatar,
  type RosterOrder,
} from "./build";

const profile = (userId: string, gamertag: string, prefix: string | null, avatar: string | null = null) => ({
  user_id: userId,
  player_id: `p${userId}`,
  gamertag,
  slug: `${gamertag.toLowerCase()}#1`,
  prefix,
  name: `Real ${gamertag}`,
  avatar_url: avatar,
});

const orders: RosterOrder[] = [
  { id: "o1", payment_status: "paid", tourney: profile("1", "Zed", "LOUD", "https://cdn.example/a.png") },
  { id: "o2", payment_status: "paid", tourney: profile("2", "álpha", "loud") },
  { id: "o3", payment_status: "paid", tourney: profile("3", "Bravo", null, "javascript:alert(1)") },
  { id: "o4", payment_status: "paid", tourney: null },
  { id: "o5", payment_status: "paid", tourney: profile("1", "Zed", "LOUD") },
  { id: "o6", payment_status: "cancelled", tourney: profile("9", "Gone", "FURIA") },
  { id: "o7", payment_status: "paid" },
  { id: "o8", payment_status: "paid", tourney: profile("4", "Delta", "FURIA") },
];
const tickets = [
  { order_id: "o1", status: "checked_in" },
  { order_id: "o2", status: "checked_in" },
  { order_id: "o2", status: "valid" },
  { order_id: "o3", status: "valid" },
  { order_id: "o8", status: "cancelled" },
];

describe("buildRoster", () => {
  const roster = buildRoster(orders, tickets, "pt-BR");

  it("groups paid players by team tag (case-insensitive), teams alphabetical, no team last", () => {
    expect(roster.teams.map((t) => [t.tag, t.players.map((p) => p.gamertag)])).toEqual([
      ["FURIA", ["Delta"]],
      ["LOUD", ["álpha", "Zed"]],
      [null, ["Bravo"]],
    ]);
    expect(roster.players).toBe(4);
  });

  it("orders teams and players for the reader's locale: numbers as numbers, accents as the locale sorts them", () => {
    const players: RosterOrder[] = ["Öberg", "Zed", "Time 10", "time 2", "Ana"].map((tag, i) => ({
      id: `x${i}`,
      payment_status: "paid",
      tourney: profile(`u${i}`, tag, tag === "Zed" || tag === "Öberg" ? "Ödla" : null),
    }));
    players.push({ id: "y", payment_status: "paid", tourney: profile("z", "Zoe", "Zeta") });
    const order = (locale: string) =>
      buildRoster(players, [], locale).teams.map((t) => [t.tag, t.players.map((p) => p.gamertag)]);
    // pt-BR and en read Ö as O; a Swedish reader files it after Z: the reader's locale reaches the collator.
    const latin = [
      ["Ödla", ["Öberg", "Zed"]],
      ["Zeta", ["Zoe"]],
      [null, ["Ana", "time 2", "Time 10"]],
    ];
    expect(order("pt-BR")).toEqual(latin);
    expect(order("en")).toEqual(latin);
    expect(order("sv")).toEqual([
      ["Zeta", ["Zoe"]],
      ["Ödla", ["Zed", "Öberg"]],
      [null, ["Ana", "time 2", "Time 10"]],
    ]);
  });

  it("derives check-in from the order's tickets", () => {
    const all = roster.teams.flatMap((t) => t.players);
    const by = (tag: string) => all.find((p) => p.gamertag === tag)!;
    expect(by("Zed")).toMatchObject({ checkIn: "checked_in", ticketsCheckedIn: 1, ticketsTotal: 1 });
    expect(by("álpha")).toMatchObject({ checkIn: "partial", ticketsCheckedIn: 1, ticketsTotal: 2 });
    expect(by("Bravo").checkIn).toBe("not_checked_in");
    expect(by("Delta").checkIn).toBe("no_tickets");
    expect(roster.checkedIn).toBe(1);
  });

  it("keeps only http(s) avatars", () => {
    const all = roster.teams.flatMap((t) => t.players);
    expect(all.find((p) => p.gamertag === "Zed")!.avatarUrl).toBe("https://cdn.example/a.png");
    expect(all.find((p) => p.gamertag === "Bravo")!.avatarUrl).toBeNull();
    expect(safeAvatar("data:image/png;base64,xx")).toBeNull();
    expect(safeAvatar("not a url")).toBeNull();
  });

  it("alerts on paid tourney orders without a profile and on one user with several orders", () => {
    expect(roster.alerts.missingProfile).toEqual(["o4"]);
    expect(roster.alerts.duplicateUsers).toEqual([{ userId: "1", gamertag: "Zed", orderIds: ["o1", "o5"] }]);
  });

  it("tells events with tourney data from those without", () => {
    expect(hasTourneyField(orders)).toBe(true);
    expect(hasTourneyField([{ id: "x", payment_status: "paid" }])).toBe(false);
    expect(hasTourneyField([{ id: "x", payment_status: "paid", tourney: null }])).toBe(true);
  });

  it("lists entrants for seeding, one row per player in team order, cells matching the columns", () => {
    const rows = entrantRows(roster);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toHaveLength(ENTRANT_COLUMNS.length);
    expect(rows[0]).toEqual(["FURIA", "Delta", "delta#1", "Real Delta", "4", "p4", "no_tickets", "o8"]);
  });
});
