"use client";

import type { ComponentProps, CSSProperties, ReactElement, ReactNode } from "react";

import { ResponsiveContainer, Tooltip } from "recharts";

import { cn } from "@/lib/utils";

/**
 * The one chart container (shadcn's pattern): a typed config names each series' label and colour, the
 * colours become CSS variables (`var(--color-<key>)`) that the recharts elements inside use, and the
 * chart gets an accessible name. Imports recharts, so load the charts that use it lazily
 * (`next/dynamic`), never in a page's first load. Every chart has a table beside or behind it.
 */
export type ChartConfig = Record<string, { label: string; color: string }>;

/** Colours for series without a fixed one (lots), AA-contrast on white for legends' swatches. */
export const SERIES_COLORS = [
  "#6d28d9",
  "#0e7490",
  "#c2410c",
  "#15803d",
  "#be185d",
  "#a16207",
  "#4338ca",
  "#475569",
];

export function chartVars(config: ChartConfig): CSSProperties {
  return Object.fromEntries(Object.entries(config).map(([key, { color }]) => [`--color-${key}`, color]));
}

export function ChartContainer({
  config,
  label,
  className,
  children,
  style,
  ...props
}: { config: ChartConfig; label: string; children: ReactElement } & Omit<ComponentProps<"div">, "children">) {
  return (
    <div
      role="img"
      aria-label={label}
      data-slot="chart"
      className={cn(
        "w-full text-xs [&_.recharts-cartesian-axis-tick_text]:fill-zinc-600 [&_.recharts-cartesian-grid_line]:stroke-zinc-200 [&_.recharts-surface]:outline-none",
        className,
      )}
      style={{ ...chartVars(config), ...style }}
      {...props}
    >
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 240 }}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

type TooltipItem = { dataKey?: unknown; name?: unknown; value?: unknown; color?: string };

/** Tooltip body in the house style: the bucket label, then one line per series with its config label. */
export function ChartTooltipContent({
  active,
  payload,
  label,
  config,
  formatValue,
  formatLabel,
}: {
  active?: boolean;
  payload?: readonly TooltipItem[];
  label?: unknown;
  config: ChartConfig;
  formatValue: (value: number, key: string) => ReactNode;
  formatLabel?: (label: string) => ReactNode;
}) {
  if (!active || !payload?.length) return null;
  return (
    <div className="grid min-w-40 gap-1.5 rounded-md border border-zinc-200 bg-white px-3 py-2 text-xs shadow-md">
      <div className="font-medium text-zinc-900">
        {formatLabel ? formatLabel(String(label)) : String(label)}
      </div>
      {payload.map((item) => {
        const key = String(item.dataKey ?? item.name);
        return (
          <div key={key} className="flex items-center justify-between gap-4">
            <span className="flex items-center gap-1.5 text-zinc-600">
              <span
                aria-hidden
                className="size-2.5 rounded-sm"
                style={{ background: `var(--color-${key}, ${item.color})` }}
              />
              {config[key]?.label ?? key}
            </span>
            <span className="font-mono font-medium text-zinc-900 tabular-nums">
              {formatValue(Number(item.value ?? 0), key)}
            </span>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The house tooltip of every chart: a light cursor band and ChartTooltipContent. A function returning the
 * recharts element (not a component) so the chart finds its Tooltip child as recharts expects.
 */
export function chartTooltip(props: {
  config: ChartConfig;
  formatValue: (value: number, key: string) => ReactNode;
  formatLabel?: (label: string) => ReactNode;
}) {
  return (
    <Tooltip
      cursor={{ fill: "#f4f4f5" }}
      content={({ active, payload, label }) => (
        <ChartTooltipContent active={active} payload={payload} label={label} {...props} />
      )}
    />
  );
}

/**
 * A legend that reads the config (recharts' own legend would repeat the raw keys). It sits outside
 * ChartContainer, where the `--color-*` variables are not set, so each swatch takes its colour directly.
 */
export function ChartLegend({ config }: { config: ChartConfig }) {
  return (
    <ul
      className="flex flex-wrap justify-center gap-x-4 gap-y-1 pt-2 text-xs text-zinc-700"
      data-testid="chart-legend"
      aria-hidden
    >
      {Object.entries(config).map(([key, { label, color }]) => (
        <li key={key} className="flex items-center gap-1.5" data-series={key}>
          <span
            className="size-2.5 shrink-0 rounded-sm"
            style={{ background: color }}
            data-testid="legend-swatch"
          />
          {label}
        </li>
      ))}
    </ul>
  );
}
