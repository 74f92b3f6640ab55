"use client";

import { useMemo, type ReactNode } from "react";

import dynamic from "next/dynamic";
import Link from "next/link";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";

import type { EventStatus } from "@/lib/contract";

import { DataTable, type DataTableList } from "@/components/data-table/data-table";

import { StatusBadge } from "./status-badge";

// The bulk bar (its Radix confirm dialog, react-query mutation) shows only once rows are selected, so
// its code loads then, not with the list.
const EventsBulkStatus = dynamic(() => import("./events-bulk-status").then((m) => m.EventsBulkStatus), {
  ssr: false,
});

/** One row as the server prepared it: links resolved, dates formatted, the cover already rendered. */
export type EventRow = {
  id: string;
  name: string;
  href: string;
  status: EventStatus;
  dateLabel: string;
  producerName: string;
  cover: ReactNode;
};

export function EventsDataTable({
  rows,
  caption,
  list,
  empty,
  toolbar,
  canWrite,
}: {
  rows: EventRow[];
  caption: string;
  list: DataTableList;
  empty: ReactNode;
  toolbar: ReactNode;
  canWrite: boolean;
}) {
  const t = useTranslations("events");
  const columns = useMemo<ColumnDef<EventRow>[]>(
    () => [
      {
        id: "cover",
        header: () => <span className="sr-only">{t("table.cover")}</span>,
        cell: ({ row }) => row.original.cover,
        meta: { label: t("table.cover"), className: "w-16 py-2.5 pr-0 sm:w-20 sm:pr-4", card: "media" },
      },
      {
        // Column ids that are sort keys (lib/events/sort) get a sortable header.
        id: "name",
        header: t("table.name"),
        enableHiding: false,
        cell: ({ row }) => (
          <>
            <Link
              // One per row: prefetching each would render each event page (and call the API) unasked.
              prefetch={false}
              href={row.original.href}
              className="font-medium text-zinc-950 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {row.original.name}
            </Link>
            <p className="mt-0.5 text-xs text-zinc-600 md:hidden">{row.original.dateLabel}</p>
          </>
        ),
        meta: { label: t("table.name"), className: "sm:min-w-48", card: "title" },
      },
      {
        id: "status",
        header: t("table.status"),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
        meta: { label: t("table.status") },
      },
      {
        id: "starts_at",
        header: t("table.date"),
        cell: ({ row }) => row.original.dateLabel,
        // On phones the title cell already shows the date.
        meta: {
          label: t("table.date"),
          className: "hidden whitespace-nowrap text-zinc-700 md:table-cell",
          card: "hidden",
        },
      },
      {
        id: "producer",
        header: t("table.producer"),
        cell: ({ row }) => row.original.producerName,
        meta: { label: t("table.producer"), className: "hidden text-zinc-700 lg:table-cell" },
      },
    ],
    [t],
  );

  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => r.id}
      caption={caption}
      list={list}
      empty={empty}
      toolbar={toolbar}
      rowLabel={(r) => r.name}
      bulkActions={
        canWrite ? (selected, clear) => <EventsBulkStatus events={selected} onDone={clear} /> : undefined
      }
    />
  );
}
