import { getTranslations } from "next-intl/server";

import { PageSkeleton } from "@/components/layout/page-skeleton";
import { ReportSkeleton } from "@/components/reports/report-skeleton";

export default async function ReportsLoading() {
  const t = await getTranslations("reports");
  return (
    <PageSkeleton header={{ title: t("title") }}>
      <ReportSkeleton />
    </PageSkeleton>
  );
}
