"use client";

import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";

import { formatBRL, formatCompactBRL } from "@/lib/money";

import { ChartContainer, ChartLegend, chartTooltip, type ChartConfig } from "@/components/charts/chart";

export type BreakdownPoint = { label: string; gross: number; previous?: number };

/** Revenue per row of the breakdown (and the previous period beside it, per day). */
export function BreakdownChart({
  points,
  label,
  names,
  locale,
}: {
  points: BreakdownPoint[];
  label: string;
  names: { gross: string; previous?: string };
  locale: string;
}) {
  const config: ChartConfig = {
    gross: { label: names.gross, color: "#6d28d9" },
    ...(names.previous ? { previous: { label: names.previous, color: "#94a3b8" } } : {}),
  };
  return (
    <div>
      <ChartContainer config={config} label={label} className="h-72" data-testid="report-chart">
        <BarChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 0, left: 0, bottom: 0 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="label" tickLine={false} axisLine={false} minTickGap={12} />
          <YAxis
            width={72}
            tickLine={false}
            axisLine={false}
            tickFormatter={(v: number) => formatCompactBRL(v, locale)}
          />
          {chartTooltip({ config, formatValue: (v) => formatBRL(v, locale) })}
          {names.previous ? (
            <Bar
              dataKey="previous"
              fill="var(--color-previous)"
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          ) : null}
          <Bar dataKey="gross" fill="var(--color-gross)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ChartContainer>
      <ChartLegend config={config} />
    </div>
  );
}
