import { Suspense } from "react";

import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";

import { OVERVIEW_SORTS, overviewRows, sortRows, type SortDir } from "@/lib/analytics/overview";
import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { resolveProducerChoice } from "@/lib/partner/me";
import { parseProducerParam } from "@/lib/url-state/producer";

import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";

import { OverviewTable } from "@/components/analytics/overview-table";
import { PageHeader } from "@/components/layout/page-header";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("analytics.overview"))("title") };
}

async function Overview({
  producerId,
  producer,
  sort,
  dir,
}: {
  producerId: string | undefined;
  producer: string | undefined;
  sort: (typeof OVERVIEW_SORTS)[number];
  dir: SortDir;
}) {
  const t = await getTranslations("analytics.overview");
  const rows = sortRows(await overviewRows(producerId), sort, dir);
  if (rows.length === 0) return <EmptyState title={t("empty")} />;
  return <OverviewTable rows={rows} sort={sort} dir={dir} producer={producer} />;
}

/** The producer overview: every event of the chosen producer (or all visible ones) side by side. */
export default async function AnalyticsOverviewPage({ searchParams }: Props) {
  const user = await guardPage(requireCapability("analytics:read"), "/analytics");
  const params = await searchParams;
  const [t, choice] = await Promise.all([
    getTranslations("analytics.overview"),
    resolveProducerChoice(user, parseProducerParam(params.producer)),
  ]);
  const sortParam = first(params.sort);
  const sort = OVERVIEW_SORTS.find((s) => s === sortParam) ?? "gross";
  const dir: SortDir =
    first(params.dir) === "asc"
      ? "asc"
      : first(params.dir) === "desc"
        ? "desc"
        : sort === "name" || sort === "status"
          ? "asc"
          : "desc";
  const producer = choice.producer?.slug;

  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("subtitle")} />
      {choice.canList ? (
        <Suspense key={`${producer ?? "*"}|${sort}|${dir}`} fallback={<Skeleton className="h-96 w-full" />}>
          <Overview producerId={choice.producer?.id} producer={producer} sort={sort} dir={dir} />
        </Suspense>
      ) : (
        <EmptyState title={t("empty")} />
      )}
    </div>
  );
}
