"use client";

import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";

import { formatBucket } from "@/lib/dates";
import type { Bucket } from "@/lib/door/arrivals";

import { ChartContainer, chartTooltip, type ChartConfig } from "@/components/charts/chart";

/** Check-ins per quarter hour (wall-clock keys in the display zone): one bar per quarter. */
export function ArrivalsChart({
  buckets,
  label,
  name,
  locale,
}: {
  buckets: Bucket[];
  label: string;
  name: string;
  locale: string;
}) {
  const config: ChartConfig = { count: { label: name, color: "#6d28d9" } };
  return (
    <ChartContainer config={config} label={label} className="h-64" data-testid="arrivals-chart">
      <BarChart data={buckets} accessibilityLayer={false} margin={{ top: 8, right: 0, left: 0, bottom: 0 }}>
        <CartesianGrid vertical={false} />
        <XAxis
          dataKey="key"
          tickLine={false}
          axisLine={false}
          minTickGap={16}
          tickFormatter={(key: string) => key.slice(11, 16)}
        />
        <YAxis width={40} tickLine={false} axisLine={false} allowDecimals={false} />
        {chartTooltip({
          config,
          formatValue: (v) => v,
          formatLabel: (key) => formatBucket(key, "hour", locale),
        })}
        <Bar dataKey="count" fill="var(--color-count)" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartContainer>
  );
}
