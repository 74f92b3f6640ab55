"use client";

import { Area, AreaChart, Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";

import type { SalesSeries } from "@/lib/analytics/series";
import { formatBucket } from "@/lib/dates";
import { formatBRL, formatCompactBRL } from "@/lib/money";

import {
  ChartContainer,
  ChartLegend,
  chartTooltip,
  SERIES_COLORS,
  type ChartConfig,
} from "@/components/charts/chart";

export type SalesView = "amount" | "cumulative" | "lots";

/** Sales over time (recharts; loaded lazily by SalesOverTime): bars per bucket, the cumulative area, or tickets stacked per lot. */
export function SalesChart({
  series,
  view,
  label,
  names,
  locale,
}: {
  series: SalesSeries;
  view: SalesView;
  label: string;
  names: { gross: string; cumulative: string };
  locale: string;
}) {
  const lots = series.lots.map((lot, i) => ({ ...lot, key: `lot${i}` }));
  const rows = series.buckets.map((b) => ({
    key: b.key,
    gross: b.grossCents,
    cumulative: b.cumulativeCents,
    ...Object.fromEntries(lots.map((lot) => [lot.key, b.lots[lot.id] ?? 0])),
  }));
  const config: ChartConfig =
    view === "lots"
      ? Object.fromEntries(
          lots.map((lot, i) => [
            lot.key,
            { label: lot.name, color: SERIES_COLORS[i % SERIES_COLORS.length] },
          ]),
        )
      : view === "amount"
        ? { gross: { label: names.gross, color: SERIES_COLORS[0] } }
        : { cumulative: { label: names.cumulative, color: SERIES_COLORS[0] } };
  const money = view !== "lots";
  const tick = (key: string) => formatBucket(key, series.unit, locale);
  const axes = (
    <>
      <CartesianGrid vertical={false} />
      <XAxis dataKey="key" tickFormatter={tick} tickLine={false} axisLine={false} minTickGap={24} />
      <YAxis
        width={money ? 72 : 40}
        tickLine={false}
        axisLine={false}
        allowDecimals={false}
        tickFormatter={(v: number) => (money ? formatCompactBRL(v, locale) : String(v))}
      />
      {chartTooltip({
        config,
        formatLabel: (key) => formatBucket(key, series.unit, locale, true),
        formatValue: (v) => (money ? formatBRL(v, locale) : v),
      })}
    </>
  );

  return (
    <div>
      <ChartContainer config={config} label={label} className="h-64" data-testid="sales-chart">
        {view === "cumulative" ? (
          <AreaChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            {axes}
            <Area
              dataKey="cumulative"
              type="monotone"
              stroke="var(--color-cumulative)"
              fill="var(--color-cumulative)"
              fillOpacity={0.15}
              isAnimationActive={false}
            />
          </AreaChart>
        ) : (
          <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            {axes}
            {view === "amount" ? (
              <Bar
                dataKey="gross"
                fill="var(--color-gross)"
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
            ) : (
              lots.map((lot) => (
                <Bar
                  key={lot.key}
                  dataKey={lot.key}
                  stackId="lots"
                  fill={`var(--color-${lot.key})`}
                  isAnimationActive={false}
                />
              ))
            )}
          </BarChart>
        )}
      </ChartContainer>
      <ChartLegend config={config} />
    </div>
  );
}
