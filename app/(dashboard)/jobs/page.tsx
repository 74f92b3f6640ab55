import { Suspense } from "react";

import type { Metadata } from "next";

import { getTranslations } from "next-intl/server";

import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { jobsList } from "@/lib/jobs/list-params";

import { JobsTable } from "@/components/jobs/jobs-table";
import { JobsTableSkeleton } from "@/components/jobs/jobs-table-skeleton";
import { PageHeader } from "@/components/layout/page-header";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("jobs"))("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function JobsPage({ searchParams }: Props) {
  const user = await guardPage(requireCapability("jobs:read"), "/jobs");
  const [t, state] = await Promise.all([getTranslations("jobs"), searchParams.then(jobsList.parse)]);
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("subtitle")} />
      <Suspense key={jobsList.queryKey(state)} fallback={<JobsTableSkeleton />}>
        <JobsTable user={user} state={state} />
      </Suspense>
    </div>
  );
}
