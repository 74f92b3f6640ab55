import { getTranslations } from "next-intl/server";

import { Skeleton } from "@/components/ui/skeleton";

import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { PageSkeleton } from "@/components/layout/page-skeleton";

export default async function EventsLoading() {
  const t = await getTranslations("events");
  return (
    <PageSkeleton header={{ title: t("title"), description: t("subtitle") }}>
      <Skeleton className="h-10 w-96 max-w-full" />
      <DataTableSkeleton />
    </PageSkeleton>
  );
}
