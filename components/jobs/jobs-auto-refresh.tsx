"use client";

import { useEffect } from "react";

import { useRouter } from "next/navigation";

/** While a run on the page is queued or running, re-render the server page every few seconds. */
export function JobsAutoRefresh({ active, intervalMs = 3000 }: { active: boolean; intervalMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => router.refresh(), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs, router]);
  return null;
}
