"use client";

import dynamic from "next/dynamic";

import { Skeleton } from "@/components/ui/skeleton";

// Charts pull recharts: each loads after the first paint, behind a placeholder of its size.
export const LazyPaymentMethodsChart = dynamic(
  () => import("./payment-methods-chart").then((m) => m.PaymentMethodsChart),
  { ssr: false, loading: () => <Skeleton className="h-56 w-full" /> },
);

export const LazySparkline = dynamic(() => import("./sparkline").then((m) => m.Sparkline), {
  ssr: false,
  loading: () => <Skeleton className="h-8 w-32" />,
});
