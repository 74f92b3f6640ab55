import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { ChartColumn, Download, Printer, Search } from "lucide-react";
import { getTimeZone, getTranslations } from "next-intl/server";

import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { getEventInScope } from "@/lib/partner/events";

import { buttonVariants } from "@/components/ui/button";

import { DoorListLazy } from "@/components/door/door-list-lazy";
import { RegisterServiceWorker } from "@/components/door/register-service-worker";
import { TabSection } from "@/components/layout/tab-section";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

type Props = { params: Promise<{ eventId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("door"))("title") };
}

/** The Door tab: the entrance list, searchable offline (the list itself loads in the browser). */
async function DoorPage({ params }: Props) {
  const { eventId } = await params;
  const base = `/events/${encodeURIComponent(eventId)}`;
  const user = await guardPage(requireCapability("orders:read"), `${base}/door`);
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const [t, timeZone] = await Promise.all([getTranslations("door"), getTimeZone()]);
  const link = buttonVariants({ variant: "outline", size: "sm" });

  return (
    <TabSection
      id="door-title"
      title={t("title")}
      description={t("description")}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link href={`${base}/door/arrivals`} className={link}>
            <ChartColumn aria-hidden /> {t("actions.arrivals")}
          </Link>
          <Link href={`${base}/door/tickets`} className={link}>
            <Search aria-hidden /> {t("actions.tickets")}
          </Link>
          <Link href={`${base}/door/print`} className={link} prefetch={false}>
            <Printer aria-hidden /> {t("actions.print")}
          </Link>
          <a href={`/api/events/${encodeURIComponent(event.id)}/door/csv`} className={link} download>
            <Download aria-hidden /> {t("actions.csv")}
          </a>
        </div>
      }
    >
      <RegisterServiceWorker />
      <DoorListLazy eventId={event.id} timeZone={timeZone} />
    </TabSection>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(DoorPage);
