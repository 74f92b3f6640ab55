import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { Download } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";

import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { getEventInScope } from "@/lib/partner/events";
import { rosterList } from "@/lib/roster/list-params";
import { getRoster, hasTourneyData } from "@/lib/roster/roster";

import { buttonVariants } from "@/components/ui/button";

import { TabSection } from "@/components/layout/tab-section";
import { withUpstreamError } from "@/components/layout/with-upstream-error";
import { RosterAlerts } from "@/components/roster/roster-alerts";
import { RosterTeams } from "@/components/roster/roster-teams";

type Props = {
  params: Promise<{ eventId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("roster"))("title") };
}

/** The Roster tab: tournament players by team; not found for events without tournament data. */
async function RosterPage({ params, searchParams }: Props) {
  const { eventId } = await params;
  const base = `/events/${encodeURIComponent(eventId)}`;
  const user = await guardPage(requireCapability("orders:read"), `${base}/roster`);
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const [t, roster, recent] = await Promise.all([
    getTranslations("roster"),
    getLocale().then((locale) => getRoster(event.id, locale)),
    hasTourneyData(event.id),
  ]);
  if (!roster.hasTourney && !recent) notFound();
  const state = rosterList.parse(await searchParams);

  return (
    <TabSection
      id="roster-title"
      title={t("title")}
      description={t("description")}
      summary={
        <p className="text-sm font-medium" data-testid="roster-summary">
          {t("summary", { players: roster.players, checkedIn: roster.checkedIn })}
        </p>
      }
      actions={
        <a
          href={`/api/events/${encodeURIComponent(event.id)}/roster/csv`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
          download
        >
          <Download aria-hidden /> {t("csv")}
        </a>
      }
    >
      <RosterAlerts alerts={roster.alerts} />
      {roster.players === 0 ? (
        <p className="text-sm text-zinc-600">{t("empty")}</p>
      ) : (
        <RosterTeams teams={roster.teams} state={state} />
      )}
    </TabSection>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(RosterPage);
