import { UserRound } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";

import { ticketCode } from "@/lib/door/snapshot";
import type { CheckIn, RosterPlayer, RosterTeam } from "@/lib/roster/build";
import { rosterList, type RosterListState } from "@/lib/roster/list-params";
import { rosterComparators } from "@/lib/roster/sort";
import { sortRows } from "@/lib/url-state/sort";

import { Badge } from "@/components/ui/badge";

import { RenderedDataTable, type RenderedColumnSpec } from "@/components/data-table/rendered-data-table";

const TONE: Record<CheckIn, "green" | "amber" | "neutral" | "red"> = {
  checked_in: "green",
  partial: "amber",
  not_checked_in: "neutral",
  no_tickets: "red",
};

type Translate = Awaited<ReturnType<typeof getTranslations<"roster">>>;

/** One player's cells, rendered here by column id; tourney fields render as text. */
function playerRow(p: RosterPlayer, t: Translate) {
  const player = p.gamertag ?? p.userId;
  return {
    id: p.userId,
    label: player,
    player: (
      <span className="flex items-center gap-2 font-medium">
        {p.avatarUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- avatars come from the tournament platform's host
          <img
            src={p.avatarUrl}
            alt={t("avatarAlt", { name: player })}
            width={28}
            height={28}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="size-7 rounded-full bg-zinc-100 object-cover"
          />
        ) : (
          <UserRound aria-hidden className="size-7 rounded-full bg-zinc-100 p-1 text-zinc-500" />
        )}
        {player}
      </span>
    ),
    discriminator: p.discriminator ?? "",
    name: p.name ?? "",
    check_in: (
      <Badge tone={TONE[p.checkIn]}>
        {t(`checkIn.${p.checkIn}`, { done: p.ticketsCheckedIn, total: p.ticketsTotal })}
      </Badge>
    ),
    order: ticketCode(p.orderId),
  };
}

/** One table per team tag, each sorted as the URL asks (lib/roster/list-params). */
export async function RosterTeams({ teams, state }: { teams: RosterTeam[]; state: RosterListState }) {
  const [t, locale] = await Promise.all([getTranslations("roster"), getLocale()]);
  const compare = state.sort ? rosterComparators(locale)[state.sort] : undefined;
  // Column ids that are sort keys (lib/roster/sort) get a sortable header.
  const columns: RenderedColumnSpec<ReturnType<typeof playerRow>>[] = [
    { id: "player", label: t("columns.player"), card: "title", hideable: false },
    { id: "discriminator", label: t("columns.discriminator"), className: "font-mono text-xs" },
    { id: "name", label: t("columns.name") },
    { id: "check_in", label: t("columns.checkIn") },
    { id: "order", label: t("columns.order"), className: "font-mono text-xs" },
  ];
  return (
    <div className="grid gap-6">
      {teams.map((team) => {
        const title = team.tag ? t("team", { tag: team.tag }) : t("noTeam");
        const players = compare ? sortRows(team.players, compare, state.dir) : team.players;
        return (
          <section key={team.tag ?? ""} className="grid gap-2" data-testid="roster-team">
            <h3 className="font-semibold">
              {title} <span className="text-sm font-normal text-zinc-600">({team.players.length})</span>
            </h3>
            <RenderedDataTable
              rows={players.map((p) => playerRow(p, t))}
              columns={columns}
              caption={title}
              list={{ spec: rosterList.spec, state, total: players.length }}
            />
          </section>
        );
      })}
    </div>
  );
}
