import { getTranslations } from "next-intl/server";

import { PageSkeleton } from "@/components/layout/page-skeleton";

/** The schedules list and its send log are tables: not the report's charts of /reports' own outline. */
export default async function SchedulesLoading() {
  const t = await getTranslations("schedules");
  return <PageSkeleton shape="table" header={{ title: t("title") }} />;
}
