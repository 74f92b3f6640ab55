"use client";

import { Pie, PieChart } from "recharts";

import { formatBRL, formatPercent } from "@/lib/money";

import { ChartContainer, SERIES_COLORS, type ChartConfig } from "@/components/charts/chart";

export type MethodPoint = { name: string; count: number; cents: number };

/**
 * Each payment method's share of the paid amount: a donut without labels on its slices (short slices'
 * labels collided), and beside it a list with each method's colour, name, share and amount.
 */
export function PaymentMethodsChart({
  rows,
  label,
  locale,
}: {
  rows: MethodPoint[];
  label: string;
  locale: string;
}) {
  const slices = rows.map((row, i) => ({
    ...row,
    key: `method${i}`,
    color: SERIES_COLORS[i % SERIES_COLORS.length],
  }));
  const config: ChartConfig = Object.fromEntries(
    slices.map((s) => [s.key, { label: s.name, color: s.color }]),
  );
  const total = rows.reduce((sum, r) => sum + r.cents, 0);
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <ChartContainer config={config} label={label} className="size-48 shrink-0" data-testid="methods-chart">
        <PieChart accessibilityLayer={false}>
          <Pie
            data={slices.map((s) => ({ ...s, fill: `var(--color-${s.key})` }))}
            dataKey="cents"
            nameKey="name"
            innerRadius="58%"
            outerRadius="95%"
            stroke="#fff"
            isAnimationActive={false}
          />
        </PieChart>
      </ChartContainer>
      <ul className="grid w-full min-w-0 gap-2 text-sm" data-testid="methods-legend" aria-hidden>
        {slices.map((s) => (
          <li key={s.key} className="flex min-w-0 items-center gap-2" data-testid="methods-legend-item">
            <span
              className="size-3 shrink-0 rounded-sm"
              style={{ background: s.color }}
              data-testid="legend-swatch"
            />
            <span className="min-w-0 flex-1 truncate text-zinc-800" title={s.name}>
              {s.name}
            </span>
            <span className="shrink-0 text-zinc-600 tabular-nums">
              {formatPercent(total ? s.cents / total : 0, locale)}
            </span>
            <span className="shrink-0 font-mono text-zinc-900 tabular-nums">
              {formatBRL(s.cents, locale)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
