"use client";

import { useState } from "react";

import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";

import { BUCKET_UNITS } from "@/lib/analytics/bucket";
import { analyticsKeys, fetchSales } from "@/lib/analytics/keys";
import { parseSalesQuery, SALES_RANGES, type SalesQuery } from "@/lib/analytics/range";
import { formatBRL } from "@/lib/money";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

import type { SalesView } from "./sales-chart";
import { SalesTable } from "./sales-table";
import { Segmented } from "./segmented";

// recharts is the heaviest part of the page: it loads after the first paint, never in the first load.
const SalesChart = dynamic(() => import("./sales-chart").then((m) => m.SalesChart), {
  ssr: false,
  loading: () => <Skeleton className="h-64 w-full" />,
});

/**
 * Sales over time, query-owned: the server prefetches the URL's range into the react-query cache; a
 * range or unit change updates the URL (history, no navigation) and fetches the narrow sales route.
 */
export function SalesOverTime({ eventId }: { eventId: string }) {
  const t = useTranslations("analytics.sales");
  const locale = useLocale();
  const query = parseSalesQuery(new URLSearchParams(useSearchParams()));
  const [view, setView] = useState<SalesView>("amount");
  const [asTable, setAsTable] = useState(false);
  const { data, isFetching, isError, refetch } = useQuery({
    queryKey: analyticsKeys.sales(eventId, query),
    queryFn: ({ signal }) => fetchSales(eventId, query, signal),
    placeholderData: keepPreviousData,
  });

  const change = (next: Partial<SalesQuery>) => {
    const url = new URL(window.location.href);
    for (const [k, v] of Object.entries({ ...query, ...next })) url.searchParams.set(k, v);
    window.history.pushState(null, "", url);
  };
  const names = { gross: t("view.amount"), cumulative: t("view.cumulative") };

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <Segmented
          label={t("range.label")}
          value={query.range}
          onChange={(range) => change({ range })}
          options={SALES_RANGES.map((value) => ({ value, label: t(`range.${value}`) }))}
        />
        <Segmented
          label={t("unit.label")}
          value={query.unit}
          onChange={(unit) => change({ unit })}
          options={BUCKET_UNITS.map((value) => ({ value, label: t(`unit.${value}`) }))}
        />
        <Segmented
          label={t("view.label")}
          value={view}
          onChange={setView}
          options={(["amount", "cumulative", "lots"] as const).map((value) => ({
            value,
            label: t(`view.${value}`),
          }))}
        />
        <Button variant="outline" size="sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {t("showTable")}
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-zinc-700" data-testid="sales-summary">
        {data
          ? t("summary", {
              orders: data.totals.orders,
              tickets: data.totals.tickets,
              total: formatBRL(data.totals.grossCents, locale),
            })
          : null}
        {isFetching ? <span className="ml-2 text-zinc-500">{t("updating")}</span> : null}
      </p>
      {isError && !data ? (
        <Alert variant="error" className="flex items-center justify-between gap-4">
          {t("error")}
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t("retry")}
          </Button>
        </Alert>
      ) : !data ? (
        <Skeleton className="h-64 w-full" />
      ) : data.buckets.length === 0 ? (
        <p className="rounded-md border border-dashed border-zinc-300 px-4 py-10 text-center text-sm text-zinc-600">
          {t("empty")}
        </p>
      ) : asTable ? (
        <SalesTable series={data} perLot={view === "lots"} />
      ) : (
        <SalesChart
          series={data}
          view={view}
          names={names}
          locale={locale}
          label={t("chartLabel", {
            view: t(`view.${view}`),
            unit: t(`unit.${query.unit}`),
            range: t(`range.${query.range}`),
          })}
        />
      )}
    </div>
  );
}
