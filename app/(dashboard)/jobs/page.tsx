import { Suspense } from "react";

import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";

import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";

import { JobsTable } from "@/components/jobs/jobs-table";
import { JobsTableSkeleton } from "@/components/jobs/jobs-table-skeleton";
import { PageHeader } from "@/components/layout/page-header";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("jobs"))("title") };
}

export default async function JobsPage() {
  const user = await guardPage(requireCapability("jobs:read"), "/jobs");
  const t = await getTranslations("jobs");
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("subtitle")} />
      <Suspense fallback={<JobsTableSkeleton />}>
        <JobsTable user={user} />
      </Suspense>
    </div>
  );
}
