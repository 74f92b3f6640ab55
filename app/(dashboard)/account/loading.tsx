import { getTranslations } from "next-intl/server";

import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { PageSkeleton } from "@/components/layout/page-skeleton";

export default async function AccountLoading() {
  const t = await getTranslations("account");
  return (
    <div className="max-w-3xl">
      <PageSkeleton shape="form" header={{ title: t("title"), description: t("subtitle") }}>
        <DataTableSkeleton rows={2} media={false} />
      </PageSkeleton>
    </div>
  );
}
