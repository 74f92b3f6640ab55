import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { getTranslations } from "next-intl/server";

import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { getDoorArrivals } from "@/lib/door/load-snapshot";
import { getEventInScope } from "@/lib/partner/events";

import { buttonVariants } from "@/components/ui/button";

import { ArrivalsView } from "@/components/door/arrivals-view";
import { TabSection } from "@/components/layout/tab-section";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

type Props = { params: Promise<{ eventId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("door"))("arrivals.title") };
}

/** Arrivals at the door: check-ins per quarter hour, per lot, the peak, who has not come (and no-shows after the end). */
async function ArrivalsPage({ params }: Props) {
  const { eventId } = await params;
  const base = `/events/${encodeURIComponent(eventId)}`;
  const user = await guardPage(requireCapability("orders:read"), `${base}/door/arrivals`);
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const [t, arrivals] = await Promise.all([getTranslations("door"), getDoorArrivals(event)]);

  return (
    <TabSection
      id="arrivals-title"
      title={t("arrivals.title")}
      description={t("arrivals.description")}
      actions={
        <Link href={`${base}/door`} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {t("tickets.back")}
        </Link>
      }
    >
      <ArrivalsView eventId={event.id} initial={arrivals} />
    </TabSection>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(ArrivalsPage);
