"use client";

import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";

import { formatBRL, formatCompactBRL } from "@/lib/money";

import {
  ChartContainer,
  ChartLegend,
  ChartTooltipContent,
  type ChartConfig,
} from "@/components/charts/chart";

export type MethodPoint = { name: string; count: number; cents: number };

/** Paid orders and amount per payment method: amount on the left axis, count on the right. */
export function PaymentMethodsChart({
  rows,
  label,
  names,
  locale,
}: {
  rows: MethodPoint[];
  label: string;
  names: { cents: string; count: string };
  locale: string;
}) {
  const config: ChartConfig = {
    cents: { label: names.cents, color: "#6d28d9" },
    count: { label: names.count, color: "#0e7490" },
  };
  return (
    <div>
      <ChartContainer config={config} label={label} className="h-56" data-testid="methods-chart">
        <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 0, left: 0, bottom: 0 }}>
          <CartesianGrid vertical={false} />
          <XAxis dataKey="name" tickLine={false} axisLine={false} interval={0} />
          <YAxis
            yAxisId="cents"
            width={72}
            tickLine={false}
            axisLine={false}
            tickFormatter={(v: number) => formatCompactBRL(v, locale)}
          />
          <YAxis
            yAxisId="count"
            orientation="right"
            width={40}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
          />
          <Tooltip
            cursor={{ fill: "#f4f4f5" }}
            content={(props) => (
              <ChartTooltipContent
                active={props.active}
                payload={props.payload}
                label={props.label}
                config={config}
                formatValue={(v, key) => (key === "cents" ? formatBRL(v, locale) : v)}
              />
            )}
          />
          <Bar
            yAxisId="cents"
            dataKey="cents"
            fill="var(--color-cents)"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
          <Bar
            yAxisId="count"
            dataKey="count"
            fill="var(--color-count)"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartContainer>
      <ChartLegend config={config} />
    </div>
  );
}
