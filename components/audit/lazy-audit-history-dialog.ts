"use client";

import dynamic from "next/dynamic";

// The dialog (Radix) loads only when a page opens one: list pages keep it out of their first load.
export const LazyAuditHistoryDialog = dynamic(
  () => import("./audit-history-dialog").then((m) => m.AuditHistoryDialog),
  { ssr: false },
);
