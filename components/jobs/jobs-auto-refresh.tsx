"use client";

import { useEffect, useTransition } from "react";

import { useRouter } from "next/navigation";

/**
 * While a run on the page is queued or running, re-render the server page every few seconds. The next
 * refresh waits for the previous one to land: a page slower to render than the interval (a slow Partner
 * API) would otherwise have each refresh superseded by the next and never show progress.
 */
export function JobsAutoRefresh({ active, intervalMs = 3000 }: { active: boolean; intervalMs?: number }) {
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  useEffect(() => {
    if (!active || refreshing) return;
    const timer = setTimeout(() => startTransition(() => router.refresh()), intervalMs);
    return () => clearTimeout(timer);
  }, [active, refreshing, intervalMs, router]);
  return null;
}
