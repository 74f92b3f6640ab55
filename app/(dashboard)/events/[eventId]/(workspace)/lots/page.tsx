import { Suspense } from "react";

import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { Eye } from "lucide-react";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { requirePageUser } from "@/lib/auth/guard";
import { can } from "@/lib/auth/policy";
import { timeZoneLabel } from "@/lib/dates";
import { requestInstant } from "@/lib/lots/pace";
import { filterLots, parseLotFilter, parseLotSort, sortLots } from "@/lib/lots/url";
import { getEventInScope } from "@/lib/partner/events";
import { listProducts } from "@/lib/partner/products";

import { Alert } from "@/components/ui/alert";

import { LotsPace, LotsPaceSkeleton } from "@/components/lots/lots-pace";
import { LotsTable } from "@/components/lots/lots-table";

type Props = {
  params: Promise<{ eventId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("lots"))("title") };
}

/** The Lots tab: the table (server-filtered, client-sorted) first; the sales pace streams in below it. */
export default async function LotsPage({ params, searchParams }: Props) {
  const { eventId } = await params;
  const user = await requirePageUser(`/events/${encodeURIComponent(eventId)}/lots`);
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const query = await searchParams;
  const filter = parseLotFilter(query.show);
  const sort = parseLotSort(query.sort, query.dir);
  const nowMs = await requestInstant();
  const [t, lots, timeZone, locale] = await Promise.all([
    getTranslations("lots"),
    listProducts(event.id),
    getTimeZone(),
    getLocale(),
  ]);
  const canWrite = can(user, "lots:write");

  return (
    <div className="grid gap-6">
      <h2 className="sr-only">{t("title")}</h2>
      {canWrite ? null : (
        <Alert variant="info" role="note" className="flex items-center gap-2">
          <Eye aria-hidden className="size-4 shrink-0" /> {t("readOnly")}
        </Alert>
      )}
      <LotsTable
        eventId={event.id}
        base={`/events/${eventId}/lots`}
        lots={lots}
        rows={sortLots(filterLots(lots, filter, nowMs), sort, nowMs, locale)}
        filter={filter}
        sort={sort}
        nowMs={nowMs}
        canWrite={canWrite}
        timeZoneName={timeZoneLabel(timeZone, locale)}
      />
      <Suspense fallback={<LotsPaceSkeleton />}>
        <LotsPace eventId={event.id} lots={lots} nowMs={nowMs} />
      </Suspense>
    </div>
  );
}
