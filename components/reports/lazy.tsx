"use client";

import dynamic from "next/dynamic";

import { Skeleton } from "@/components/ui/skeleton";

// recharts loads after the first paint, behind a placeholder of the chart's size.
export const LazyBreakdownChart = dynamic(() => import("./breakdown-chart").then((m) => m.BreakdownChart), {
  ssr: false,
  loading: () => <Skeleton className="h-72 w-full" />,
});
