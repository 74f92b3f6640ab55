import { Suspense } from "react";

import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { Eye } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { requirePageUser } from "@/lib/auth/guard";
import { can } from "@/lib/auth/policy";
import { getSessionUser } from "@/lib/auth/session";
import { eventWorkspaceLinks } from "@/lib/event-workspace-links";
import { getEventInScope } from "@/lib/partner/events";

import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

import { AuditHistory } from "@/components/audit/audit-history";
import { CheckoutFlags } from "@/components/events/checkout-flags";
import { CoverUpload } from "@/components/events/cover-upload";
import { EventBio } from "@/components/events/event-bio";
import { EventCover } from "@/components/events/event-cover";
import { EventFacts } from "@/components/events/event-facts";
import { CouponsSummary, LotsSummary } from "@/components/events/overview/catalogue-summary";
import { DuplicateRuns } from "@/components/events/overview/duplicate-runs";
import { Shortcuts } from "@/components/events/overview/shortcuts";
import { StatusGuide } from "@/components/events/overview/status-guide";
import { SavedToast } from "@/components/events/saved-toast";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

type Props = { params: Promise<{ eventId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const user = await getSessionUser();
  const event = user ? await getEventInScope(user, (await params).eventId).catch(() => null) : null;
  return { title: event?.name ?? (await getTranslations("events"))("title") };
}

/** The workspace's Overview tab; the layouts above checked the event and render its header. */
async function EventOverviewPage({ params }: Props) {
  const { eventId } = await params;
  const user = await requirePageUser(`/events/${encodeURIComponent(eventId)}`);
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const canWrite = can(user, "events:write");
  const t = await getTranslations("events");
  const links = await eventWorkspaceLinks(user, event.id, `/events/${eventId}`);
  const tabHref = (key: string) => links.find((l) => l.key === key)?.href ?? null;
  const cardSkeleton = <Skeleton className="h-40 w-full rounded-lg" />;

  return (
    <div className="grid gap-6">
      <Suspense>
        <SavedToast />
      </Suspense>
      {canWrite ? null : (
        <Alert variant="info" role="note" className="flex items-center gap-2">
          <Eye aria-hidden className="size-4 shrink-0" /> {t("detail.readOnly")}
        </Alert>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="grid content-start gap-6 lg:col-span-2">
          <Suspense>
            <DuplicateRuns user={user} eventId={event.id} />
          </Suspense>
          <EventFacts event={event} />
          <div className="grid gap-6 md:grid-cols-2">
            <Suspense fallback={cardSkeleton}>
              <LotsSummary eventId={event.id} eventStatus={event.status} href={tabHref("lots")} />
            </Suspense>
            <Suspense fallback={cardSkeleton}>
              <CouponsSummary eventId={event.id} href={tabHref("coupons")} />
            </Suspense>
          </div>
          <StatusGuide status={event.status} canWrite={canWrite} />
          <Suspense fallback={cardSkeleton}>
            <EventBio bio={event.bio} />
          </Suspense>
        </div>
        <div className="grid content-start gap-6">
          <Shortcuts links={links} />
          <Card>
            <CardHeader>
              <CardTitle>{t("cover.title")}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <EventCover
                url={event.cover_url}
                alt={t("detail.coverAlt", { name: event.name })}
                className="aspect-video w-full rounded-md border border-zinc-200"
              />
              {canWrite ? <CoverUpload eventId={event.id} hasCover={Boolean(event.cover_url)} /> : null}
            </CardContent>
          </Card>
          <CheckoutFlags event={event} />
          <Suspense>
            <AuditHistory user={user} targetType="event" targetId={event.id} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(EventOverviewPage);
