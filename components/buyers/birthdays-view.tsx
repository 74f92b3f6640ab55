import Link from "next/link";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { can } from "@/lib/auth/policy";
import type { SessionUser } from "@/lib/auth/types";
import { listCampaigns } from "@/lib/buyers/campaigns";
import { listBirthdays } from "@/lib/buyers/details";
import { buyersTagged, suppressedAmong, tagsInUse } from "@/lib/buyers/store";
import { buyersHref, type BuyersUrl } from "@/lib/buyers/url-state";
import type { ProducerRef } from "@/lib/contract";
import { formatDateTime } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { listUpcomingEvents } from "@/lib/partner/events";

import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { BuyersTable } from "./buyers-table";
import { CampaignForm } from "./campaign-form";
import { CampaignsList } from "./campaigns-list";
import { CopyEmails } from "./copy-emails";
import { ListFilters } from "./list-filters";

/** The month's birthday buyers (with each one's day), filtered by tag; CSV and campaign for marketing. */
export async function BirthdaysView({
  user,
  producer,
  url,
  month,
}: {
  user: SessionUser;
  producer: ProducerRef;
  url: BuyersUrl;
  month: number;
}) {
  const db = await getDb();
  const [t, locale, timeZone, all, tags] = await Promise.all([
    getTranslations("buyers.birthdays"),
    getLocale(),
    getTimeZone(),
    listBirthdays(producer.id, month),
    tagsInUse(db, producer.id),
  ]);
  const tagged = url.tag ? await buyersTagged(db, producer.id, url.tag) : null;
  const rows = tagged ? all.filter((b) => tagged.has(b.id)) : all;
  const suppressed = await suppressedAmong(
    db,
    producer.id,
    rows.map((b) => b.email),
  );
  const isSuppressed = (email: string) => suppressed.has(email.toLowerCase());
  const monthLabel = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
  const canExport = can(user, "exports:contact");
  const canCampaign = can(user, "coupons:write") && canExport;
  const [events, campaigns] = canCampaign
    ? await Promise.all([listUpcomingEvents(producer.id, 20), listCampaigns(db, producer.id)])
    : [[], []];

  return (
    <div className="grid gap-6">
      <ListFilters
        action="/buyers/birthdays"
        producer={url.producer}
        month={month}
        tag={url.tag}
        tags={tags}
        locale={locale}
      />
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>{t("listTitle", { month: monthLabel, count: rows.length })}</CardTitle>
          {canExport ? (
            <div className="flex flex-wrap gap-2">
              <CopyEmails emails={rows.filter((b) => !isSuppressed(b.email)).map((b) => b.email)} />
              <a
                href={buyersHref("/api/buyers/birthdays", { producer: producer.slug, month, tag: url.tag })}
                className={buttonVariants({ variant: "outline" })}
                download
              >
                {t("csv")}
              </a>
            </div>
          ) : null}
        </CardHeader>
        <CardContent className="px-0">
          {rows.length ? (
            <BuyersTable
              rows={rows.map((b) => ({ ...b, suppressed: isSuppressed(b.email) }))}
              caption={t("listTitle", { month: monthLabel, count: rows.length })}
              producer={url.producer}
              showDay
            />
          ) : (
            <p className="px-5 text-sm text-zinc-600">{t("empty")}</p>
          )}
          {canExport && suppressed.size ? (
            <p className="px-5 pt-3 text-xs text-zinc-600">
              {t("suppressedNote", { count: suppressed.size })}{" "}
              <Link
                href={buyersHref("/buyers/suppression", { producer: url.producer })}
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
              producer={url.producer}
              eventNames={Object.fromEntries(events.map((e) => [e.id, e.name]))}
            />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
