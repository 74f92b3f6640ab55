import { getTranslations } from "next-intl/server";

import { Skeleton } from "@/components/ui/skeleton";

import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { PageSkeleton } from "@/components/layout/page-skeleton";

// Only the list: the admin check sits in team/layout.tsx, above this boundary, so refusals still answer 404.
export default async function TeamLoading() {
  const t = await getTranslations("team");
  return (
    <PageSkeleton header={{ title: t("title"), description: t("subtitle") }}>
      <Skeleton className="h-10 w-96 max-w-full" />
      <DataTableSkeleton media={false} />
    </PageSkeleton>
  );
}
