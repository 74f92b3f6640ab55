import { UserRound } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { ticketCode } from "@/lib/door/snapshot";
import type { CheckIn, RosterTeam } from "@/lib/roster/build";

import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

const TONE: Record<CheckIn, "green" | "amber" | "neutral" | "red"> = {
  checked_in: "green",
  partial: "amber",
  not_checked_in: "neutral",
  no_tickets: "red",
};

/** One table per team tag; tourney fields render as text, avatars only from http(s) (checked in lib/roster). */
export async function RosterTeams({ teams }: { teams: RosterTeam[] }) {
  const t = await getTranslations("roster");
  return (
    <div className="grid gap-6">
      {teams.map((team) => {
        const title = team.tag ? t("team", { tag: team.tag }) : t("noTeam");
        return (
          <section key={team.tag ?? ""} className="grid gap-2" data-testid="roster-team">
            <h3 className="font-semibold">
              {title} <span className="text-sm font-normal text-zinc-600">({team.players.length})</span>
            </h3>
            <Table>
              <caption className="sr-only">{title}</caption>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">{t("columns.player")}</TableHead>
                  <TableHead scope="col">{t("columns.discriminator")}</TableHead>
                  <TableHead scope="col">{t("columns.name")}</TableHead>
                  <TableHead scope="col">{t("columns.checkIn")}</TableHead>
                  <TableHead scope="col">{t("columns.order")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {team.players.map((p) => (
                  <TableRow key={p.userId} data-testid="roster-player">
                    <TableCell>
                      <span className="flex items-center gap-2 font-medium">
                        {p.avatarUrl ? (
                          // eslint-disable-next-line @next/next/no-img-element -- avatars come from the tournament platform's host
                          <img
                            src={p.avatarUrl}
                            alt={t("avatarAlt", { name: p.gamertag ?? p.userId })}
                            width={28}
                            height={28}
                            loading="lazy"
                            referrerPolicy="no-referrer"
                            className="size-7 rounded-full bg-zinc-100 object-cover"
                          />
                        ) : (
                          <UserRound
                            aria-hidden
                            className="size-7 rounded-full bg-zinc-100 p-1 text-zinc-500"
                          />
                        )}
                        {p.gamertag ?? p.userId}
                      </span>
                    </TableCell>
                    <TableCell className="font-mono text-xs">{p.discriminator ?? ""}</TableCell>
                    <TableCell>{p.name ?? ""}</TableCell>
                    <TableCell>
                      <Badge tone={TONE[p.checkIn]}>
                        {t(`checkIn.${p.checkIn}`, { done: p.ticketsCheckedIn, total: p.ticketsTotal })}
                      </Badge>
                    </TableCell>
                    <TableCell className="font-mono text-xs">{ticketCode(p.orderId)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </section>
        );
      })}
    </div>
  );
}
