import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getLocale, getTranslations } from "next-intl/server";

import { createOrdersScheduleAction, createReportScheduleAction } from "@/lib/actions/schedules/create";
import { resolveSubject } from "@/lib/actions/schedules/spec";
import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { timeZoneLabel } from "@/lib/dates";
import { listUsers } from "@/lib/db/users";
import { env } from "@/lib/env";
import { FORMATS_BY_KIND, FREQUENCIES_BY_KIND, ScheduleSubjectSchema } from "@/lib/schedules/form";
import { SCHEDULES_PATH } from "@/lib/schedules/list-params";
import { choosableRecipients, KIND_CAPABILITY } from "@/lib/schedules/recipients";

import { PageHeader } from "@/components/layout/page-header";
import { ScheduleForm } from "@/components/schedules/schedule-form";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("schedules"))("new.title") };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * "Agendar envio" of a report: the borderô (`?kind=settlement&event=`), a /reports report with its
 * period (`?kind=report&producer=&from=&to=`) or an orders export with its filters (`?kind=orders&event=…`).
 */
export default async function NewSchedulePage({ searchParams }: Props) {
  const params = await searchParams;
  const parsed = ScheduleSubjectSchema.safeParse({
    kind: first(params.kind),
    eventId: first(params.event),
    producer: first(params.producer),
    from: first(params.from),
    to: first(params.to),
    rows: first(params.rows),
    payment_status: first(params.payment_status),
    since: first(params.since),
  });
  if (!parsed.success) notFound();
  const subject = parsed.data;
  const user = await guardPage(requireCapability(KIND_CAPABILITY[subject.kind]), SCHEDULES_PATH);
  const resolved = await resolveSubject(user, subject);
  if (!resolved) notFound();
  const [t, locale, users] = await Promise.all([getTranslations("schedules"), getLocale(), listUsers()]);
  const title = t(`actions.title.${subject.kind}`, { name: resolved.eventName ?? resolved.producerName });
  return (
    <div className="grid gap-6">
      <PageHeader title={t("new.title")} description={t("new.what", { title })} />
      <ScheduleForm
        mode="new"
        action={subject.kind === "orders" ? createOrdersScheduleAction : createReportScheduleAction}
        subject={JSON.stringify(subject)}
        formats={FORMATS_BY_KIND[subject.kind]}
        frequencies={FREQUENCIES_BY_KIND[subject.kind]}
        recipients={choosableRecipients(users, subject.kind, resolved.producerId).map((u) => ({
          id: u.id,
          name: u.name,
          email: u.email,
        }))}
        zone={timeZoneLabel(env().DISPLAY_TZ, locale)}
        listHref={`${SCHEDULES_PATH}?producer=${encodeURIComponent(resolved.producerId)}`}
      />
    </div>
  );
}
