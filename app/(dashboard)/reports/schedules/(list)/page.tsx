import type { Metadata } from "next";

import { CalendarClock } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";

import { can } from "@/lib/auth/policy";
import { buyersPage } from "@/lib/buyers/page-context";
import { formatDateTime, timeZoneLabel } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { editScheduleHref, SCHEDULES_PATH, schedulesList } from "@/lib/schedules/list-params";
import { KIND_CAPABILITY } from "@/lib/schedules/recipients";
import { countSends, lastOutcomes, listSends } from "@/lib/schedules/sends";
import { listSchedules, recipientsOf } from "@/lib/schedules/store";
import { byText } from "@/lib/url-state/sort";

import { NoProducer } from "@/components/buyers/no-producer";
import { DataTableEmpty } from "@/components/data-table/empty-state";
import { RenderedDataTable } from "@/components/data-table/rendered-data-table";
import { PageHeader } from "@/components/layout/page-header";
import { ScheduleActions } from "@/components/schedules/schedule-actions";
import { SendLog } from "@/components/schedules/send-log";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("schedules"))("title") };
}

/**
 * The producer's scheduled reports (those the user may read: analytics:read for the borderô and
 * reports, orders:read for orders): when each goes next, to whom, how the last send went; the send log.
 */
export default async function SchedulesPage({ searchParams }: Props) {
  const { user, state, producer, options } = await buyersPage(
    SCHEDULES_PATH,
    searchParams,
    schedulesList,
    "events:read",
  );
  const [t, locale] = await Promise.all([getTranslations("schedules"), getLocale()]);
  const timeZone = env().DISPLAY_TZ;
  if (!producer)
    return (
      <div className="grid gap-6">
        <PageHeader title={t("title")} />
        <NoProducer options={options} description={t("table.emptyBody")} />
      </div>
    );
  const db = await getDb();
  const schedules = (await listSchedules(db, producer.id)).filter((s) => can(user, KIND_CAPABILITY[s.kind]));
  const ids = schedules.map((s) => s.id);
  const [recipients, outcomes, sends, total] = await Promise.all([
    recipientsOf(db, ids),
    lastOutcomes(db, ids),
    listSends(db, ids, { limit: state.per_page, offset: (state.page - 1) * state.per_page }),
    countSends(db, ids),
  ]);
  const when = (d: Date) => formatDateTime(d.toISOString(), { timeZone, locale });
  type Recipient = (typeof recipients)[number];
  const byName = byText<Recipient>((r) => r.user.name, locale);
  const byEmail = byText<Recipient>((r) => r.user.email, locale);
  recipients.sort((a, b) => byName(a, b) || byEmail(a, b));
  const rows = schedules.map((s) => {
    const last = outcomes.get(s.id);
    const names = recipients
      .filter((r) => r.scheduleId === s.id)
      .map((r) => (r.unsubscribedAt ? t("table.unsubscribed", { name: r.user.name }) : r.user.name));
    return {
      id: s.id,
      label: s.title,
      report: (
        <>
          <p className="font-medium text-zinc-950">{s.title}</p>
          <p className="text-xs text-zinc-600">
            {t(`kinds.${s.kind}`)} · {s.format.toUpperCase()}
          </p>
        </>
      ),
      when: t(`when.${s.frequency}`, {
        hour: s.hour,
        weekday: t(`weekdays.${String(s.weekday ?? 1)}` as "weekdays.1"),
      }),
      next: s.paused ? t("table.paused") : s.nextRunAt ? when(s.nextRunAt) : t("table.done"),
      recipients: names.join(", "),
      last: last ? `${when(last.dueAt)}: ${t("table.outcome", last)}` : t("table.never"),
      actions: (
        <ScheduleActions id={s.id} title={s.title} paused={s.paused} editHref={editScheduleHref(s.id)} />
      ),
    };
  });
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("title")}
        description={t("subtitle", { producer: producer.name, zone: timeZoneLabel(timeZone, locale) })}
      />
      <RenderedDataTable
        rows={rows}
        caption={t("table.caption")}
        columns={[
          { id: "report", label: t("table.report"), className: "align-top", card: "title", hideable: false },
          { id: "when", label: t("table.when"), className: "align-top text-zinc-700" },
          { id: "next", label: t("table.next"), className: "align-top whitespace-nowrap text-zinc-700" },
          { id: "recipients", label: t("table.recipients"), className: "align-top text-zinc-700" },
          { id: "last", label: t("table.last"), className: "hidden align-top text-zinc-700 md:table-cell" },
          {
            id: "actions",
            label: t("table.actions"),
            className: "text-right align-top",
            hideable: false,
            srOnlyHeader: true,
          },
        ]}
        empty={
          <DataTableEmpty icon={CalendarClock} title={t("table.empty")} description={t("table.emptyBody")} />
        }
      />
      <SendLog
        sends={sends.map((r) => ({
          id: r.id,
          at: when(r.dueAt),
          title: schedules.find((s) => s.id === r.scheduleId)?.title ?? "",
          email: r.email,
          status: r.status,
          reason: r.reason,
        }))}
        list={{ state, total }}
      />
    </div>
  );
}
