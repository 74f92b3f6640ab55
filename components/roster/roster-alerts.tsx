import { TriangleAlert } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { ticketCode } from "@/lib/door/snapshot";
import type { RosterAlerts as Alerts } from "@/lib/roster/build";

/** What to fix before seeding: paid tournament orders without a profile, one player on several orders. */
export async function RosterAlerts({ alerts }: { alerts: Alerts }) {
  if (alerts.missingProfile.length === 0 && alerts.duplicateUsers.length === 0) return null;
  const t = await getTranslations("roster");
  const codes = (ids: readonly string[]) => ids.map(ticketCode).join(", ");
  return (
    <section
      aria-labelledby="roster-alerts-title"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h3 id="roster-alerts-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-4" /> {t("alerts.title")}
      </h3>
      <ul className="grid list-disc gap-1 pl-5" data-testid="roster-alerts">
        {alerts.missingProfile.length > 0 ? (
          <li>
            {t("alerts.missingProfile", {
              count: alerts.missingProfile.length,
              orders: codes(alerts.missingProfile),
            })}
          </li>
        ) : null}
        {alerts.duplicateUsers.map((d) => (
          <li key={d.userId}>
            {t("alerts.duplicate", {
              who: d.gamertag ?? d.userId,
              count: d.orderIds.length,
              orders: codes(d.orderIds),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
