import type { Metadata } from "next";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { suppressionList } from "@/lib/buyers/list-params";
import { buyersPage } from "@/lib/buyers/page-context";
import { suppressionComparators } from "@/lib/buyers/sort";
import { listSuppressed } from "@/lib/buyers/store";
import { formatDateTime } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { sortRows } from "@/lib/url-state/sort";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { NoProducer } from "@/components/buyers/no-producer";
import { SuppressionForms } from "@/components/buyers/suppression-forms";
import { SuppressionList } from "@/components/buyers/suppression-list";
import { PageHeader } from "@/components/layout/page-header";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("buyers.suppression"))("title") };
}

/**
 * Consent: the producer's suppression list (exports:contact), honoured by every export and campaign. Read
 * whole from Palco's database (by e-mail) and sorted by the URL.
 */
export default async function SuppressionPage({ searchParams }: Props) {
  const { state, producer, options } = await buyersPage(
    "/buyers/suppression",
    searchParams,
    suppressionList,
    "exports:contact",
  );
  const [t, locale, timeZone] = await Promise.all([
    getTranslations("buyers.suppression"),
    getLocale(),
    getTimeZone(),
  ]);
  const stored = producer ? await listSuppressed(await getDb(), producer.id) : [];
  const all = stored.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  const rows = state.sort ? sortRows(all, suppressionComparators(locale)[state.sort], state.dir) : all;
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("subtitle")} />
      {producer ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle>{t("addTitle")}</CardTitle>
            </CardHeader>
            <CardContent>
              <SuppressionForms producer={producer.id} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t("listTitle", { count: rows.length })}</CardTitle>
            </CardHeader>
            <CardContent className="px-0">
              <SuppressionList
                producer={producer.id}
                rows={rows.map((r) => ({
                  email: r.email,
                  reason: r.reason,
                  by: r.createdByEmail,
                  at: formatDateTime(r.createdAt, { locale, timeZone }),
                }))}
                list={{ spec: suppressionList.spec, state, total: rows.length }}
              />
            </CardContent>
          </Card>
        </>
      ) : (
        <NoProducer options={options} />
      )}
    </div>
  );
}
