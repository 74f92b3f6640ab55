import { Suspense } from "react";

import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { Eye } from "lucide-react";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { requirePageUser } from "@/lib/auth/guard";
import { can } from "@/lib/auth/policy";
import { timeZoneLabel } from "@/lib/dates";
import { filterLots, lotsList } from "@/lib/lots/list-params";
import { requestInstant } from "@/lib/lots/pace";
import { lotComparators } from "@/lib/lots/sort";
import { getEventInScope } from "@/lib/partner/events";
import { listProducts } from "@/lib/partner/products";
import { sortRows } from "@/lib/url-state/sort";

import { Alert } from "@/components/ui/alert";

import { withUpstreamError } from "@/components/layout/with-upstream-error";
import { LotsPace, LotsPaceSkeleton } from "@/components/lots/lots-pace";
import { LotsTable } from "@/components/lots/lots-table";

type Props = {
  params: Promise<{ eventId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("lots"))("title") };
}

/** The Lots tab: the table (filtered and sorted on the server, from the URL) first; the sales pace streams in below it. */
async function LotsPage({ params, searchParams }: Props) {
  const { eventId } = await params;
  const user = await requirePageUser(`/events/${encodeURIComponent(eventId)}/lots`);
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const state = lotsList.parse(await searchParams);
  const nowMs = await requestInstant();
  const [t, lots, timeZone, locale] = await Promise.all([
    getTranslations("lots"),
    listProducts(event.id),
    getTimeZone(),
    getLocale(),
  ]);
  const canWrite = can(user, "lots:write");
  const shown = filterLots(lots, state.show, nowMs, event.status);
  const comparators = lotComparators(locale, nowMs, event.status);
  const rows = state.sort ? sortRows(shown, comparators[state.sort], state.dir) : shown;

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
        rows={rows}
        state={state}
        nowMs={nowMs}
        eventStatus={event.status}
        canWrite={canWrite}
        timeZoneName={timeZoneLabel(timeZone, locale)}
      />
      <Suspense fallback={<LotsPaceSkeleton eventId={event.id} />}>
        <LotsPace eventId={event.id} lots={lots} nowMs={nowMs} />
      </Suspense>
    </div>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(LotsPage);
