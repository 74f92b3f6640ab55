import { Suspense } from "react";

import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getTranslations } from "next-intl/server";

import { inScope } from "@/lib/auth/scope";
import { getCampaign } from "@/lib/buyers/campaigns";
import { buyersPageParams } from "@/lib/buyers/list-params";
import { buyersPage } from "@/lib/buyers/page-context";
import { getDb } from "@/lib/db/client";
import { isUuid } from "@/lib/uuid";

import { Skeleton } from "@/components/ui/skeleton";

import { CampaignReportView } from "@/components/buyers/campaign-report";
import { PageHeader } from "@/components/layout/page-header";

type Props = {
  params: Promise<{ jobId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("buyers.campaign"))("reportTitle") };
}

export default async function CampaignPage({ params, searchParams }: Props) {
  const { jobId } = await params;
  const { user, state } = await buyersPage(
    `/buyers/campaigns/${jobId}`,
    searchParams,
    buyersPageParams,
    "buyers:read",
    {
      onAll: "first",
    },
  );
  const campaign = isUuid(jobId) ? await getCampaign(await getDb(), jobId) : null;
  if (!campaign || !inScope(user.producerIds, campaign.input.producerId)) notFound();
  const t = await getTranslations("buyers.campaign");
  const { month, year } = campaign.input;
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("runLabel", { month: String(month).padStart(2, "0"), year })}
        description={t("reportSubtitle")}
      />
      <Suspense fallback={<Skeleton className="h-96 w-full" />}>
        <CampaignReportView user={user} campaign={campaign} producer={state.producer} />
      </Suspense>
    </div>
  );
}
