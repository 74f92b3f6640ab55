import { getTranslations } from "next-intl/server";

import { JobsTableSkeleton } from "@/components/jobs/jobs-table-skeleton";
import { PageSkeleton } from "@/components/layout/page-skeleton";

export default async function JobsLoading() {
  const t = await getTranslations("jobs");
  return (
    <PageSkeleton header={{ title: t("title"), description: t("subtitle") }}>
      <JobsTableSkeleton />
    </PageSkeleton>
  );
}
