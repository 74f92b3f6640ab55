"use client";

import { useState } from "react";

import dynamic from "next/dynamic";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";

import { formatBucket } from "@/lib/dates";
import type { Arrivals } from "@/lib/door/arrivals";
import { DOOR_COUNT_EVERY_MS, doorKeys, fetchDoorArrivals } from "@/lib/door/keys";
import { formatPercent } from "@/lib/money";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

import { FiguresDataTable } from "@/components/analytics/figures-data-table";

// recharts loads after the first paint, behind a placeholder of the chart's size.
const LazyArrivalsChart = dynamic(() => import("./arrivals-chart").then((m) => m.ArrivalsChart), {
  ssr: false,
  loading: () => <Skeleton className="h-64 w-full" />,
});

/** The door's arrivals: figures, check-ins per quarter hour (chart or table) and per lot; refreshed with the door counter. */
export function ArrivalsView({ eventId, initial }: { eventId: string; initial: Arrivals }) {
  const t = useTranslations("door.arrivals");
  const locale = useLocale();
  const [asTable, setAsTable] = useState(false);
  const { data = initial } = useQuery({
    queryKey: doorKeys.arrivals(eventId),
    queryFn: ({ signal }) => fetchDoorArrivals(eventId, signal),
    initialData: initial,
    refetchInterval: DOOR_COUNT_EVERY_MS,
    refetchIntervalInBackground: false,
    retry: false,
    staleTime: DOOR_COUNT_EVERY_MS,
  });
  const quarter = (key: string) => formatBucket(key, "hour", locale);
  const lotName = (lot: string | null) => lot ?? t("noLot");

  const figures = [
    {
      id: "checked-in",
      label: t("checkedIn"),
      value: t("ofTotal", { count: data.checkedIn, total: data.total }),
    },
    { id: "not-checked-in", label: t("notCheckedIn"), value: String(data.notCheckedIn) },
    {
      id: "peak",
      label: t("peak"),
      value: data.peak ? t("peakValue", { when: quarter(data.peak.key), count: data.peak.count }) : t("none"),
    },
    {
      id: "no-show",
      label: t("noShow"),
      value:
        data.noShowRate === null
          ? data.ended
            ? t("none")
            : t("afterEnd")
          : formatPercent(data.noShowRate, locale),
    },
  ];

  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-live="polite">
        {figures.map((f) => (
          <div key={f.id} className="grid gap-1 rounded-lg border border-zinc-200 bg-white p-3">
            <dt className="text-xs font-medium text-zinc-600">{f.label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={`arrivals-${f.id}`}>
              {f.value}
            </dd>
          </div>
        ))}
      </dl>

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle>{t("perQuarter")}</CardTitle>
          {data.buckets.length > 0 ? (
            <Button variant="outline" size="sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
              {t("showTable")}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          {data.buckets.length === 0 ? (
            <p className="text-sm text-zinc-600">{t("empty")}</p>
          ) : asTable ? (
            <div data-testid="arrivals-table">
              <FiguresDataTable
                caption={t("perQuarter")}
                columns={[
                  { id: "quarter", label: t("quarter") },
                  { id: "count", label: t("checkIns") },
                ]}
                rows={data.buckets.map((b) => ({
                  id: b.key,
                  cells: { quarter: quarter(b.key), count: b.count },
                }))}
              />
            </div>
          ) : (
            <LazyArrivalsChart
              buckets={data.buckets}
              locale={locale}
              name={t("checkIns")}
              label={t("chartLabel", {
                count: data.checkedIn,
                peak: data.peak ? quarter(data.peak.key) : t("none"),
              })}
            />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("perLot")}</CardTitle>
        </CardHeader>
        <CardContent data-testid="arrivals-lots">
          <FiguresDataTable
            caption={t("perLot")}
            columns={[
              { id: "lot", label: t("lot") },
              { id: "checkedIn", label: t("checkedIn") },
              { id: "notCheckedIn", label: t("notCheckedIn") },
              { id: "total", label: t("total") },
            ]}
            rows={data.lots.map((l) => ({
              id: l.lot ?? "",
              cells: {
                lot: lotName(l.lot),
                checkedIn: l.checkedIn,
                notCheckedIn: l.total - l.checkedIn,
                total: l.total,
              },
            }))}
          />
        </CardContent>
      </Card>
    </div>
  );
}
