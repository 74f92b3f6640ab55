"use client";

import dynamic from "next/dynamic";

// recharts loads after the page (lazy, client only): the Lots tab stays within its JS budget.
const SparklineChart = dynamic(() => import("./sparkline-chart").then((m) => m.SparklineChart), {
  ssr: false,
  loading: () => <div className="h-8 w-32" />,
});

/** Tickets per 6-hour bucket over 7 days; the numbers are in the label (the drawing is decorative). */
export function Sparkline({ series, label }: { series: number[]; label: string }) {
  return (
    <div role="img" aria-label={label} className="h-8 w-32">
      <SparklineChart series={series} />
    </div>
  );
}
