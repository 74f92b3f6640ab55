"use client";

import { useMemo } from "react";

import Link from "next/link";

import type { ColumnDef } from "@tanstack/react-table";
import { useLocale, useTranslations } from "next-intl";

import { formatDateTime } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import type { DeliveryRow } from "@/lib/webhooks/keys";

import { Badge } from "@/components/ui/badge";

import { DataTable } from "@/components/data-table/data-table";
import { DataTableEmpty } from "@/components/data-table/empty-state";

import { causeKey, statusTone } from "./inbox-labels";
import { isKind, kindKey } from "./kind-key";

/**
 * One page of the delivery console (./delivery-console), newest first. Its rows come from the console's
 * query (refetched every few seconds); it pages by cursor (the "more" link), so the table has no pager.
 */
export function DeliveryTable({ rows, timeZone }: { rows: DeliveryRow[]; timeZone: string }) {
  const t = useTranslations("webhooks.console");
  const locale = useLocale();
  const columns = useMemo<ColumnDef<DeliveryRow>[]>(
    () => [
      {
        id: "when",
        header: t("when"),
        enableHiding: false,
        cell: ({ row: { original: r } }) => (
          <>
            {formatDateTime(r.receivedAt, { timeZone, locale })}
            {r.ackMs !== null ? <p className="text-xs text-zinc-600">{r.ackMs} ms</p> : null}
          </>
        ),
        meta: { label: t("when"), className: "align-top whitespace-nowrap text-zinc-700", card: "title" },
      },
      {
        id: "type",
        header: t("type"),
        cell: ({ row: { original: r } }) => (
          <>
            <span className="font-mono text-xs">{r.type ?? "—"}</span>
            {isKind(r.type) ? (
              <p className="text-xs text-zinc-600">{t(`kindLabel.${kindKey(r.type)}`)}</p>
            ) : null}
          </>
        ),
        meta: { label: t("type"), className: "align-top" },
      },
      {
        id: "status",
        header: t("status"),
        cell: ({ row: { original: r } }) => (
          <>
            <Badge tone={statusTone(r.status)}>{t(`statuses.${r.status}`)}</Badge>
            {r.duplicates > 0 ? (
              <p className="mt-1 text-xs text-zinc-700">{t("dupCount", { count: r.duplicates })}</p>
            ) : null}
            {r.cause && causeKey(r.cause) ? (
              <p className="mt-1 text-xs text-zinc-700">{t(`causes.${causeKey(r.cause)!}`)}</p>
            ) : null}
          </>
        ),
        meta: { label: t("status"), className: "align-top" },
      },
      {
        id: "order",
        header: t("order"),
        cell: ({ row: { original: r } }) => (
          <>
            {r.orderId ? <p className="font-mono text-xs break-all">{r.orderId}</p> : "—"}
            {r.amount ? <p className="text-sm">{safeMoney(r.amount, locale)}</p> : null}
            {r.orderStatus ? (
              <p className="text-xs text-zinc-600">{t("orderState", { status: r.orderStatus })}</p>
            ) : null}
          </>
        ),
        meta: { label: t("order"), className: "align-top" },
      },
      {
        id: "details",
        header: () => <span className="sr-only">{t("details")}</span>,
        enableHiding: false,
        cell: ({ row: { original: r } }) => (
          <Link
            href={`/webhooks/console/${encodeURIComponent(r.id)}`}
            className="text-sm text-brand-700 underline-offset-4 hover:underline"
          >
            {t("open")}
            <span className="sr-only"> {r.id}</span>
          </Link>
        ),
        meta: { label: t("details"), className: "text-right align-top", card: "title" },
      },
    ],
    [t, locale, timeZone],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => r.id}
      caption={t("caption")}
      empty={<DataTableEmpty title={t("empty")} />}
    />
  );
}

function safeMoney(amount: string, locale: string): string {
  try {
    return formatMoney(amount, locale);
  } catch {
    return amount;
  }
}
