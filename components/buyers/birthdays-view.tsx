import Link from "next/link";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { can } from "@/lib/auth/policy";
import type { SessionUser } from "@/lib/auth/types";
import { listCampaigns } from "@/lib/buyers/campaigns";
import { contactableBuyers } from "@/lib/buyers/contactable";
import { listBirthdays } from "@/lib/buyers/details";
import { birthdaysList, type BirthdaysState } from "@/lib/buyers/list-params";
import { birthdayComparators } from "@/lib/buyers/sort";
import { tagsInUse } from "@/lib/buyers/store";
import type { ProducerRef } from "@/lib/contract";
import { formatDateTime, monthName } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { listUpcomingEvents } from "@/lib/partner/events";
import { sortRows } from "@/lib/url-state/sort";
import { withProducer } from "@/lib/url-state/with-producer";

import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { StepUpDownload } from "@/components/step-up/step-up-download";

import { BuyersTable } from "./buyers-table";
import { CampaignForm } from "./campaign-form";
import { CampaignsList } from "./campaigns-list";
import { CopyEmails } from "./copy-emails";
import { ListFilters } from "./list-filters";

/**
 * The month's birthday buyers (with each one's day), filtered by tag and sorted by the URL (the list
 * comes whole); CSV and campaign for marketing.
 */
export async function BirthdaysView({
  user,
  producer,
  state,
}: {
  user: SessionUser;
  producer: ProducerRef;
  /** The URL state, its month resolved (the current one when the URL has none). */
  state: BirthdaysState & { month: number };
}) {
  const { month } = state;
  const db = await getDb();
  const [t, locale, timeZone, all, tags] = await Promise.all([
    getTranslations("buyers.birthdays"),
    getLocale(),
    getTimeZone(),
    listBirthdays(producer.id, month),
    tagsInUse(db, producer.id),
  ]);
  const audience = await contactableBuyers(db, producer.id, all, (b) => b, { tag: state.tag });
  const listed = audience.listed;
  const rows = state.sort ? sortRows(listed, birthdayComparators(locale)[state.sort], state.dir) : listed;
  const suppressedCount = rows.length - audience.contactable.length;
  const monthLabel = monthName(month, locale);
  const canExport = can(user, "exports:contact");
  const csvHref = birthdaysList.href("/api/buyers/birthdays", {
    ...state,
    producer: producer.slug,
    sort: undefined,
  });
  const canCampaign = can(user, "coupons:write") && canExport;
  const [events, campaigns] = canCampaign
    ? await Promise.all([listUpcomingEvents(producer.id, 20), listCampaigns(db, producer.id)])
    : [[], []];

  return (
    <div className="grid gap-6">
      <ListFilters
        action="/buyers/birthdays"
        producer={state.producer}
        month={month}
        tag={state.tag}
        tags={tags}
        locale={locale}
      />
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>{t("listTitle", { month: monthLabel, count: rows.length })}</CardTitle>
          {canExport ? (
            <div className="flex flex-wrap gap-2">
              <CopyEmails
                href={`${csvHref}${csvHref.includes("?") ? "&" : "?"}format=emails`}
                count={audience.contactable.length}
              />
              <StepUpDownload href={csvHref} className={buttonVariants({ variant: "outline" })}>
                {t("csv")}
              </StepUpDownload>
            </div>
          ) : null}
        </CardHeader>
        <CardContent className="px-0">
          <BuyersTable
            rows={rows.map((b) => ({ ...b, suppressed: audience.isSuppressed(b) }))}
            caption={t("listTitle", { month: monthLabel, count: rows.length })}
            producer={state.producer}
            list={{ spec: birthdaysList.spec, state, total: rows.length }}
            showDay
            empty={<p className="px-5 text-sm text-zinc-600">{t("empty")}</p>}
          />
          {canExport && suppressedCount ? (
            <p className="px-5 pt-3 text-xs text-zinc-600">
              {t("suppressedNote", { count: suppressedCount })}{" "}
              <Link
                href={withProducer("/buyers/suppression", state.producer)}
                className="text-brand-700 underline"
              >
                {t("suppressionLink")}
              </Link>
            </p>
          ) : null}
        </CardContent>
      </Card>
      {canCampaign ? (
        <Card>
          <CardHeader>
            <CardTitle>{t("campaignTitle")}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-6">
            <CampaignForm
              producer={producer.id}
              month={month}
              monthLabel={monthLabel}
              events={events.map((e) => ({
                id: e.id,
                name: e.name,
                when: formatDateTime(e.starts_at, { locale, timeZone }),
              }))}
            />
            <CampaignsList
              campaigns={campaigns}
              producer={state.producer}
              eventNames={Object.fromEntries(events.map((e) => [e.id, e.name]))}
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
