import { Suspense } from "react";

import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";

import { overviewList } from "@/lib/analytics/list-params";
import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { resolveProducerChoice } from "@/lib/partner/me";

import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";

import { OverviewTable } from "@/components/analytics/overview-table";
import { PageHeader } from "@/components/layout/page-header";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("analytics.overview"))("title") };
}

/** The producer overview: every event of the chosen producer (or all visible ones) side by side. */
async function AnalyticsOverviewPage({ searchParams }: Props) {
  const user = await guardPage(requireCapability("analytics:read"), "/analytics");
  const parsed = overviewList.parse(await searchParams);
  const [t, choice] = await Promise.all([
    getTranslations("analytics.overview"),
    resolveProducerChoice(user, parsed.producer),
  ]);
  // Links keep what the user chose; an unknown or out-of-scope producer falls back like any junk.
  const state = { ...parsed, producer: choice.producer?.slug };

  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("subtitle")} />
      {choice.canList ? (
        <Suspense key={overviewList.queryKey(state)} fallback={<Skeleton className="h-96 w-full" />}>
          <OverviewTable producerId={choice.producer?.id} state={state} />
        </Suspense>
      ) : (
        <EmptyState title={t("empty")} />
      )}
    </div>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(AnalyticsOverviewPage);
