import { Suspense } from "react";

import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { getTranslations } from "next-intl/server";

import { parseSalesQuery } from "@/lib/analytics/range";
import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { getEventInScope } from "@/lib/partner/events";

import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

import { AnalyticsSummary } from "@/components/analytics/analytics-summary";
import { SalesSkeleton } from "@/components/analytics/read-progress";
import { SalesSection } from "@/components/analytics/sales-section";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

type Props = {
  params: Promise<{ eventId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("analytics"))("title") };
}

/** The workspace's Analytics tab: cached KPIs from the API, and sales over time from paid orders. */
async function EventAnalyticsPage({ params, searchParams }: Props) {
  const { eventId } = await params;
  const user = await guardPage(
    requireCapability("analytics:read"),
    `/events/${encodeURIComponent(eventId)}/analytics`,
  );
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const query = parseSalesQuery(await searchParams);
  const t = await getTranslations("settlement");

  return (
    <div className="grid gap-6">
      <div className="flex justify-end">
        <Link
          href={`/events/${encodeURIComponent(eventId)}/analytics/settlement`}
          className={buttonVariants({ variant: "outline" })}
        >
          {t("link")}
        </Link>
      </div>
      <Suspense fallback={<Skeleton className="h-48 w-full" />}>
        <AnalyticsSummary eventId={event.id} />
      </Suspense>
      <Suspense fallback={<SalesSkeleton eventId={event.id} />}>
        <SalesSection eventId={event.id} query={query} />
      </Suspense>
    </div>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(EventAnalyticsPage);
