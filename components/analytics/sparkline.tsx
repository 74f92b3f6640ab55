"use client";

import { Area, AreaChart } from "recharts";

import { ChartContainer, type ChartConfig } from "@/components/charts/chart";

const CONFIG: ChartConfig = { cents: { label: "", color: "#6d28d9" } };

/** A small trend line without axes (gross per day); its label carries the figures. */
export function Sparkline({ points, label }: { points: { key: string; cents: number }[]; label: string }) {
  return (
    <ChartContainer config={CONFIG} label={label} className="h-8 w-32">
      <AreaChart data={points} accessibilityLayer={false} margin={{ top: 2, right: 0, left: 0, bottom: 2 }}>
        <Area
          dataKey="cents"
          type="monotone"
          stroke="var(--color-cents)"
          fill="var(--color-cents)"
          fillOpacity={0.12}
          strokeWidth={1.5}
          dot={false}
          isAnimationActive={false}
        />
      </AreaChart>
    </ChartContainer>
  );
}
