import { Suspense } from "react";

import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { Eye, Layers, Plus } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { requirePageUser } from "@/lib/auth/guard";
import { can } from "@/lib/auth/policy";
import { couponsList, type CouponsListState } from "@/lib/coupons/list-params";
import { listCouponsWithUsage } from "@/lib/coupons/with-usage";
import { getEventInScope } from "@/lib/partner/events";

import { Alert } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";

import { BulkRuns } from "@/components/coupons/bulk-runs";
import { CouponsSavedToast } from "@/components/coupons/coupons-saved-toast";
import { CouponsTable } from "@/components/coupons/coupons-table";
import { CouponsTableSkeleton } from "@/components/coupons/coupons-table-skeleton";
import { PartialNote } from "@/components/layout/partial-note";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

type Props = {
  params: Promise<{ eventId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("coupons"))("title") };
}

async function CouponsBody({
  eventId,
  state,
  canWrite,
}: {
  eventId: string;
  state: CouponsListState;
  canWrite: boolean;
}) {
  const { coupons, partial } = await listCouponsWithUsage(eventId);
  return (
    <>
      {partial ? <PartialNote /> : null}
      <CouponsTable eventId={eventId} coupons={coupons} state={state} canWrite={canWrite} />
    </>
  );
}
// Streamed after the shell (HTTP 200 already sent): a Partner failure shows its error state in place.
const Coupons = withUpstreamError(CouponsBody);

/**
 * The workspace's Coupons tab: coupons with uses and revenue, create/edit/toggle and bulk codes for writers.
 * The heading and actions are sent first; the table waits for every paid order (the sales cache) behind its skeleton.
 */
async function EventCouponsPage({ params, searchParams }: Props) {
  const { eventId } = await params;
  const user = await requirePageUser(`/events/${encodeURIComponent(eventId)}/coupons`);
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const canWrite = can(user, "coupons:write");
  const state = couponsList.parse(await searchParams);
  const t = await getTranslations("coupons");
  const base = `/events/${event.id}/coupons`;

  return (
    <div className="grid gap-6">
      <Suspense>
        <CouponsSavedToast />
      </Suspense>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-lg font-semibold text-zinc-950">{t("title")}</h2>
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            <Link href={`${base}/bulk`} className={buttonVariants({ variant: "outline" })}>
              <Layers aria-hidden /> {t("bulk")}
            </Link>
            <Link href={`${base}/new`} className={buttonVariants()}>
              <Plus aria-hidden /> {t("new")}
            </Link>
          </div>
        ) : null}
      </div>
      {canWrite ? null : (
        <Alert variant="info" role="note" className="flex items-center gap-2">
          <Eye aria-hidden className="size-4 shrink-0" /> {t("readOnly")}
        </Alert>
      )}
      <BulkRuns eventId={event.id} canWrite={canWrite} />
      <Suspense key={couponsList.queryKey(state)} fallback={<CouponsTableSkeleton eventId={event.id} />}>
        <Coupons eventId={event.id} state={state} canWrite={canWrite} />
      </Suspense>
    </div>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(EventCouponsPage);
