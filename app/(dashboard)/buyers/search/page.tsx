import { Suspense } from "react";

import type { Metadata } from "next";

import { getLocale, getTranslations } from "next-intl/server";

import { buyerSearchList } from "@/lib/buyers/list-params";
import { buyersPage } from "@/lib/buyers/page-context";
import { tagsInUse } from "@/lib/buyers/store";
import { getDb } from "@/lib/db/client";

import { Skeleton } from "@/components/ui/skeleton";

import { ListFilters } from "@/components/buyers/list-filters";
import { NoProducer } from "@/components/buyers/no-producer";
import { SearchResults } from "@/components/buyers/search-results";
import { PageHeader } from "@/components/layout/page-header";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("buyers.search"))("title") };
}

export default async function BuyerSearchPage({ searchParams }: Props) {
  const { state, producer, options } = await buyersPage("/buyers/search", searchParams, buyerSearchList);
  const [t, locale] = await Promise.all([getTranslations("buyers.search"), getLocale()]);
  const tags = producer ? await tagsInUse(await getDb(), producer.id) : [];
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("subtitle")} />
      {producer ? (
        <>
          <ListFilters
            action="/buyers/search"
            producer={state.producer}
            q={state.q ?? null}
            tag={state.tag}
            tags={tags}
            locale={locale}
          />
          <Suspense key={buyerSearchList.queryKey(state)} fallback={<Skeleton className="h-64 w-full" />}>
            <SearchResults producer={producer} state={state} />
          </Suspense>
        </>
      ) : (
        <NoProducer options={options} />
      )}
    </div>
  );
}
