"use client";

import { Area, AreaChart, YAxis } from "recharts";

export function SparklineChart({ series }: { series: number[] }) {
  const data = series.map((sold, i) => ({ i, sold }));
  return (
    <AreaChart
      accessibilityLayer={false}
      width={128}
      height={32}
      data={data}
      margin={{ top: 2, right: 0, bottom: 0, left: 0 }}
      aria-hidden
    >
      <YAxis hide domain={[0, "dataMax"]} />
      <Area
        type="monotone"
        dataKey="sold"
        stroke="#6d28d9"
        fill="#ede9fe"
        strokeWidth={1.5}
        isAnimationActive={false}
      />
    </AreaChart>
  );
}
