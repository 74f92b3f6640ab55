import { Suspense } from "react";

import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getLocale, getTranslations } from "next-intl/server";

import { loadEditableSchedule, mayManageSchedule } from "@/lib/actions/schedules/spec";
import { updateScheduleAction } from "@/lib/actions/schedules/update";
import { guardPage } from "@/lib/auth/guard";
import { inScope } from "@/lib/auth/scope";
import { requireCapability } from "@/lib/auth/session";
import { timeZoneLabel } from "@/lib/dates";
import { listUsers } from "@/lib/db/users";
import { env } from "@/lib/env";
import { FORMATS_BY_KIND, FREQUENCIES_BY_KIND } from "@/lib/schedules/form";
import { editScheduleHref, SCHEDULES_PATH } from "@/lib/schedules/list-params";
import { choosableRecipients } from "@/lib/schedules/recipients";

import { AuditHistory } from "@/components/audit/audit-history";
import { PageHeader } from "@/components/layout/page-header";
import { ScheduleForm } from "@/components/schedules/schedule-form";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("schedules"))("edit.title") };
}

/**
 * A schedule's timing, format and recipients (its report and filters stay as created). Missing, a
 * preset, another producer's or a report the user may not read: the same not-found page.
 */
export default async function EditSchedulePage({ params }: Props) {
  const { id } = await params;
  const user = await guardPage(requireCapability("events:read"), editScheduleHref(id));
  const found = await loadEditableSchedule(id);
  if (!found || !inScope(user.producerIds, found.producerId) || !mayManageSchedule(found, { user }))
    notFound();
  const schedule = found.before;
  const [t, locale, users] = await Promise.all([getTranslations("schedules"), getLocale(), listUsers()]);
  const choosable = choosableRecipients(users, schedule.kind, schedule.producerId);
  return (
    <div className="grid gap-6">
      <PageHeader title={t("edit.title")} description={t("new.what", { title: schedule.title })} />
      <ScheduleForm
        mode="edit"
        action={updateScheduleAction.bind(null, schedule.id)}
        initial={{
          frequency: schedule.frequency,
          weekday: String(schedule.weekday ?? 1),
          hour: String(schedule.hour),
          format: schedule.format,
          recipients: schedule.recipients.join(","),
        }}
        formats={FORMATS_BY_KIND[schedule.kind]}
        frequencies={FREQUENCIES_BY_KIND[schedule.kind]}
        recipients={choosable.map((u) => ({ id: u.id, name: u.name, email: u.email }))}
        zone={timeZoneLabel(env().DISPLAY_TZ, locale)}
        listHref={`${SCHEDULES_PATH}?producer=${encodeURIComponent(schedule.producerId)}`}
      />
      <Suspense>
        <AuditHistory user={user} targetType="report_schedule" targetId={schedule.id} />
      </Suspense>
    </div>
  );
}
