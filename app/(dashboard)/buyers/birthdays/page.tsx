import { Suspense } from "react";

import type { Metadata } from "next";

import { getTimeZone, getTranslations } from "next-intl/server";

import { birthdaysList, currentMonth } from "@/lib/buyers/list-params";
import { buyersPage } from "@/lib/buyers/page-context";

import { Skeleton } from "@/components/ui/skeleton";

import { BirthdaysView } from "@/components/buyers/birthdays-view";
import { NoProducer } from "@/components/buyers/no-producer";
import { PageHeader } from "@/components/layout/page-header";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("buyers.birthdays"))("title") };
}

export default async function BirthdaysPage({ searchParams }: Props) {
  const { user, state, producer, options } = await buyersPage(
    "/buyers/birthdays",
    searchParams,
    birthdaysList,
  );
  const [t, timeZone] = await Promise.all([getTranslations("buyers.birthdays"), getTimeZone()]);
  const month = state.month ?? currentMonth(timeZone);
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("subtitle")} />
      {producer ? (
        <Suspense
          key={birthdaysList.queryKey({ ...state, month })}
          fallback={<Skeleton className="h-96 w-full" />}
        >
          <BirthdaysView user={user} producer={producer} state={{ ...state, month }} />
        </Suspense>
      ) : (
        <NoProducer options={options} />
      )}
    </div>
  );
}
