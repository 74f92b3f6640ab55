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
import { Skeleton } from "@/components/ui/skeleton";

import { AuditHistory, seesAuditHistory } from "@/components/audit/audit-history";
import { LazyAuditHistoryDialog } from "@/components/audit/lazy-audit-history-dialog";
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
  const query = await searchParams;
  const state = lotsList.parse(query);
  const nowMs = await requestInstant();
  const [t, lots, timeZone, locale] = await Promise.all([
    getTranslations("lots"),
    listProducts(event.id),
    getTimeZone(),
    getLocale(),
  ]);
  const canWrite = can(user, "lots:write");
  const canAudit = seesAuditHistory(user);
  // `?history=<lot id>` opens that lot's Histórico (only for those who may read the audit trail).
  const historyLot = canAudit ? lots.find((l) => l.id === query.history) : undefined;
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
        canAudit={canAudit}
        timeZoneName={timeZoneLabel(timeZone, locale)}
      />
      {historyLot ? (
        <LazyAuditHistoryDialog
          title={t("history.title", { name: historyLot.name })}
          description={t("history.description")}
          closeHref={lotsList.href(`/events/${eventId}/lots`, state)}
          closeLabel={t("history.close")}
        >
          <Suspense fallback={<Skeleton className="h-24 w-full" />}>
            <AuditHistory user={user} targetType="product" targetId={historyLot.id} />
          </Suspense>
        </LazyAuditHistoryDialog>
      ) : null}
      <Suspense fallback={<LotsPaceSkeleton eventId={event.id} />}>
        <LotsPace eventId={event.id} lots={lots} nowMs={nowMs} />
      </Suspense>
    </div>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(LotsPage);
