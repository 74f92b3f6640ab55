import { getTranslations } from "next-intl/server";

import { Skeleton } from "@/components/ui/skeleton";

import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { PageSkeleton } from "@/components/layout/page-skeleton";

// Only the list (an entry's page answers a real 404 when missing); the admin check sits in audit/layout.tsx.
export default async function AuditLoading() {
  const t = await getTranslations("audit");
  return (
    <PageSkeleton header={{ title: t("title"), description: t("subtitle") }}>
      <Skeleton className="h-36 w-full" />
      <DataTableSkeleton media={false} />
    </PageSkeleton>
  );
}
