import "server-only";

import { formatCalendarDay, formatDateTime, timeZoneLabel } from "@/lib/dates";
import { env } from "@/lib/env";

import type { Report } from "./aggregate";
import type { ReportFile } from "./files";
import { reportSections, type ReportsT } from "./sections";

/** The report's file model: title, period, previous period, zone, issue line, then the tables. */
export function reportFile(
  report: Report,
  {
    t,
    locale,
    producer,
    user,
  }: { t: ReportsT; locale: string; producer: string; user: { name: string; email: string } },
  now = new Date(),
): ReportFile & { period: Report["period"] } {
  const timeZone = env().DISPLAY_TZ;
  const day = (d: string) => formatCalendarDay(d, locale);
  const span = (p: Report["period"]) => `${day(p.from)} – ${day(p.to)} (${p.days})`;
  return {
    period: report.period,
    title: t("file.heading", { producer }),
    header: [
      { label: t("file.period"), value: span(report.period) },
      { label: t("file.previous"), value: span(report.previousPeriod) },
      { label: t("file.zone"), value: timeZoneLabel(timeZone, locale) },
      {
        label: "",
        value: t("file.issued", {
          when: formatDateTime(now.toISOString(), { timeZone, locale }),
          name: `${user.name} <${user.email}>`,
        }),
      },
      ...(report.partial ? [{ label: "", value: t("file.partial") }] : []),
    ],
    sections: reportSections(report, t),
  };
}
