import { Suspense } from "react";

import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";

import { bestBuyersList } from "@/lib/buyers/list-params";
import { buyersPage } from "@/lib/buyers/page-context";

import { Skeleton } from "@/components/ui/skeleton";

import { BuyersDashboardView } from "@/components/buyers/dashboard-view";
import { NoProducer } from "@/components/buyers/no-producer";
import { PageHeader } from "@/components/layout/page-header";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("buyers"))("title") };
}

export default async function BuyersDashboardPage({ searchParams }: Props) {
  const { state, producer, options } = await buyersPage("/buyers", searchParams, bestBuyersList);
  const t = await getTranslations("buyers");
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("title")}
        description={producer ? t("subtitle", { producer: producer.name }) : null}
      />
      {producer ? (
        <Suspense key={bestBuyersList.queryKey(state)} fallback={<Skeleton className="h-96 w-full" />}>
          <BuyersDashboardView producer={producer} state={state} />
        </Suspense>
      ) : (
        <NoProducer options={options} />
      )}
    </div>
  );
}
