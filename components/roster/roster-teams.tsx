import { getLocale, getTranslations } from "next-intl/server";

import { ticketCode } from "@/lib/door/snapshot";
import type { RosterTeam } from "@/lib/roster/build";
import { rosterList, type RosterListState } from "@/lib/roster/list-params";
import { rosterComparators } from "@/lib/roster/sort";
import { sortRows } from "@/lib/url-state/sort";

import { RosterTable, type RosterRow } from "./roster-table";

/** One table per team tag, each sorted as the URL asks (lib/roster/list-params). */
export async function RosterTeams({ teams, state }: { teams: RosterTeam[]; state: RosterListState }) {
  const [t, locale] = await Promise.all([getTranslations("roster"), getLocale()]);
  const compare = state.sort ? rosterComparators(locale)[state.sort] : undefined;
  return (
    <div className="grid gap-6">
      {teams.map((team) => {
        const title = team.tag ? t("team", { tag: team.tag }) : t("noTeam");
        const players = compare ? sortRows(team.players, compare, state.dir) : team.players;
        const rows: RosterRow[] = players.map((p) => ({
          userId: p.userId,
          player: p.gamertag ?? p.userId,
          avatarUrl: p.avatarUrl,
          discriminator: p.discriminator,
          name: p.name,
          checkIn: p.checkIn,
          ticketsCheckedIn: p.ticketsCheckedIn,
          ticketsTotal: p.ticketsTotal,
          orderCode: ticketCode(p.orderId),
        }));
        return (
          <section key={team.tag ?? ""} className="grid gap-2" data-testid="roster-team">
            <h3 className="font-semibold">
              {title} <span className="text-sm font-normal text-zinc-600">({team.players.length})</span>
            </h3>
            <RosterTable
              rows={rows}
              caption={title}
              list={{ spec: rosterList.spec, state, total: rows.length }}
            />
          </section>
        );
      })}
    </div>
  );
}
