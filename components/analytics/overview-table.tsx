import { Suspense } from "react";

import Link from "next/link";

import { getLocale, getTranslations } from "next-intl/server";

import { overviewList, type OverviewListState } from "@/lib/analytics/list-params";
import { overviewCeiling, overviewRows } from "@/lib/analytics/overview";
import { overviewComparators, overviewDefaultOrder } from "@/lib/analytics/sort";
import { formatBRL, formatNumber } from "@/lib/money";
import { sortRows } from "@/lib/url-state/sort";

import { EmptyState } from "@/components/ui/empty-state";

import { RenderedDataTable } from "@/components/data-table/rendered-data-table";
import { StatusBadge } from "@/components/events/status-badge";
import { PartialNote } from "@/components/layout/partial-note";

import { EventSparkline } from "./event-sparkline";
import { SparklineSkeleton } from "./read-progress";

/**
 * Every event of the producer side by side, for the URL state: every event's figures are read (gross
 * needs each one's analytics), sorted whole, then one page is shown; its sparklines stream in, each
 * behind a skeleton that shows its event's first read of paid orders page by page.
 */
export async function OverviewTable({
  producerId,
  state,
}: {
  producerId: string | undefined;
  state: OverviewListState;
}) {
  const [t, locale, { rows: all, partial }] = await Promise.all([
    getTranslations("analytics.overview"),
    getLocale(),
    overviewRows(producerId),
  ]);
  if (all.length === 0) return <EmptyState title={t("empty")} />;
  const sorted = state.sort
    ? sortRows(all, overviewComparators(locale)[state.sort], state.dir)
    : overviewDefaultOrder(all, locale);
  const start = (state.page - 1) * state.per_page;
  const figure = (n: number | null, money = false) =>
    n === null ? (
      <span className="text-zinc-500">{t("unavailable")}</span>
    ) : money ? (
      formatBRL(n, locale)
    ) : (
      formatNumber(n, locale)
    );
  const views = sorted.slice(start, start + state.per_page).map((row) => ({
    id: row.id,
    label: row.name,
    name: (
      <>
        <Link
          href={`/events/${row.id}/analytics`}
          className="font-medium text-zinc-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {row.name}
        </Link>
        <div className="text-xs text-zinc-600">{row.producerName}</div>
      </>
    ),
    status: <StatusBadge status={row.status} />,
    gross: figure(row.grossCents, true),
    tickets: figure(row.tickets),
    orders: figure(row.orders),
    trend: (
      <Suspense fallback={<SparklineSkeleton eventId={row.id} />}>
        <EventSparkline eventId={row.id} name={row.name} />
      </Suspense>
    ),
  }));
  return (
    <>
      {partial ? <PartialNote ceiling={overviewCeiling()} /> : null}
      <div data-testid="overview-table">
        <RenderedDataTable
          rows={views}
          list={{ spec: overviewList.spec, state, total: all.length }}
          caption={t("caption")}
          columns={[
            { id: "name", label: t("columns.name"), card: "title", hideable: false },
            { id: "status", label: t("columns.status") },
            ...(["gross", "tickets", "orders"] as const).map((id) => ({
              id,
              label: t(`columns.${id}`),
              className: "text-right tabular-nums",
            })),
            { id: "trend", label: t("columns.trend") },
          ]}
        />
      </div>
    </>
  );
}
