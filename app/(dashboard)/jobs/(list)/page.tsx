import { Suspense } from "react";

import type { Metadata } from "next";
import Link from "next/link";

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
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-600">
        {state.system ? null : <span>{t("filters.systemHidden")}</span>}
        <Link
          href={jobsList.href("/jobs", state, { system: state.system ? undefined : "show" })}
          className="font-medium text-brand-700 underline"
        >
          {state.system ? t("filters.hideSystem") : t("filters.showSystem")}
        </Link>
      </p>
      <Suspense key={jobsList.queryKey(state)} fallback={<JobsTableSkeleton />}>
        <JobsTable user={user} state={state} />
      </Suspense>
    </div>
  );
}
