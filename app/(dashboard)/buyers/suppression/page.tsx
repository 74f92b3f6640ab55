import type { Metadata } from "next";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { buyersPage } from "@/lib/buyers/page-context";
import { listSuppressed } from "@/lib/buyers/store";
import { formatDateTime } from "@/lib/dates";
import { getDb } from "@/lib/db/client";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { NoProducer } from "@/components/buyers/no-producer";
import { SuppressionForms } from "@/components/buyers/suppression-forms";
import { SuppressionList } from "@/components/buyers/suppression-list";
import { PageHeader } from "@/components/layout/page-header";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("buyers.suppression"))("title") };
}

/** Consent: the producer's suppression list (exports:contact), honoured by every export and campaign. */
export default async function SuppressionPage({ searchParams }: Props) {
  const { producer } = await buyersPage("/buyers/suppression", searchParams, "exports:contact");
  const [t, locale, timeZone] = await Promise.all([
    getTranslations("buyers.suppression"),
    getLocale(),
    getTimeZone(),
  ]);
  const rows = producer ? await listSuppressed(await getDb(), producer.id) : [];
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
                  at: formatDateTime(r.createdAt.toISOString(), { locale, timeZone }),
                }))}
              />
            </CardContent>
          </Card>
        </>
      ) : (
        <NoProducer />
      )}
    </div>
  );
}
