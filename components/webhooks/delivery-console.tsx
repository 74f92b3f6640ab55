"use client";

import type { ReactNode } from "react";

import Link from "next/link";

import { useSuspenseQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";

import { formatDateTime } from "@/lib/dates";
import {
  CONSOLE_PAGE_SIZE,
  consoleSearch,
  deliveryKeys,
  fetchDeliveryConsole,
  type ConsoleParams,
} from "@/lib/webhooks/keys";

import { ConsoleStatsGrid } from "./console-stats";
import { DeliveryTable } from "./delivery-table";

// New deliveries (and duplicates, refusals) arrive without a live message: the first page re-reads itself.
const REFRESH_MS = 4_000;

/**
 * The delivery console, query-owned: the page prefetches `deliveryKeys.console(params)` and hands it over
 * through a HydrationBoundary; the first page then refetches GET /api/webhooks/console every few seconds
 * (an older page, `before` set, stays as it was read).
 */
export function DeliveryConsole({
  params,
  timeZone,
  filters,
}: {
  params: ConsoleParams;
  timeZone: string;
  filters: ReactNode;
}) {
  const t = useTranslations("webhooks.console");
  const locale = useLocale();
  const { data } = useSuspenseQuery({
    queryKey: deliveryKeys.console(params),
    queryFn: ({ signal }) => fetchDeliveryConsole(params, signal),
    refetchInterval: params.before ? false : REFRESH_MS,
  });
  const { stats, rows } = data;
  const last = rows.at(-1);
  return (
    <>
      <ConsoleStatsGrid
        items={[
          { label: t("received"), value: stats.received },
          { label: t("applied"), value: stats.applied },
          { label: t("pending"), value: stats.pending },
          { label: t("duplicates"), value: stats.duplicates, testId: "stat-duplicates" },
          { label: t("badSignatures"), value: stats.badSignatures, testId: "stat-bad-signatures" },
          { label: t("otherRejected"), value: stats.otherRejected },
          { label: t("unknownTypes"), value: stats.unknownTypes },
          { label: t("failed"), value: stats.failed },
          { label: t("backfilled"), value: stats.backfilled },
          {
            label: t("ack"),
            value:
              stats.ackP50 === null
                ? t("none")
                : t("ackValue", { p50: stats.ackP50, p95: stats.ackP95 ?? 0 }),
          },
          {
            label: t("last"),
            value: stats.lastDeliveryAt
              ? formatDateTime(stats.lastDeliveryAt, { timeZone, locale })
              : t("never"),
          },
        ]}
      />
      {filters}
      <DeliveryTable rows={rows} timeZone={timeZone} />
      {rows.length === CONSOLE_PAGE_SIZE && last ? (
        <Link
          className="justify-self-start text-sm text-brand-700 underline-offset-4 hover:underline"
          href={`/webhooks/console?${consoleSearch({ filter: params.filter, before: `${last.receivedAt}|${last.id}` })}`}
        >
          {t("more")}
        </Link>
      ) : null}
    </>
  );
}
