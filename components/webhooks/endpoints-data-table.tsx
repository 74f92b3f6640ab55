"use client";

import { useMemo, type ReactNode } from "react";

import type { ColumnDef } from "@tanstack/react-table";

import { DataTable } from "@/components/data-table/data-table";

/** One endpoint as the server rendered it (URL and id, kinds, active badge, date, delete button). */
export type EndpointRowView = {
  id: string;
  url: string;
  endpoint: ReactNode;
  kinds: string;
  active: ReactNode;
  created: string;
  actions: ReactNode;
};

export type EndpointsTableLabels = Record<
  "caption" | "url" | "kinds" | "active" | "created" | "actions",
  string
>;

/** The Partner API's webhook endpoints: a short list, read whole, in the API's order (nothing to sort or page). */
export function EndpointsDataTable({
  rows,
  labels,
  empty,
}: {
  rows: EndpointRowView[];
  labels: EndpointsTableLabels;
  empty: ReactNode;
}) {
  const columns = useMemo<ColumnDef<EndpointRowView>[]>(
    () => [
      {
        id: "url",
        header: labels.url,
        enableHiding: false,
        cell: ({ row }) => row.original.endpoint,
        meta: { label: labels.url, className: "align-top", card: "title" },
      },
      {
        id: "kinds",
        header: labels.kinds,
        cell: ({ row }) => row.original.kinds,
        meta: { label: labels.kinds, className: "align-top text-sm text-zinc-700" },
      },
      {
        id: "active",
        header: labels.active,
        cell: ({ row }) => row.original.active,
        meta: { label: labels.active, className: "align-top" },
      },
      {
        id: "created",
        header: labels.created,
        cell: ({ row }) => row.original.created,
        meta: {
          label: labels.created,
          className: "hidden align-top whitespace-nowrap text-zinc-700 md:table-cell",
        },
      },
      {
        id: "actions",
        header: () => <span className="sr-only">{labels.actions}</span>,
        enableHiding: false,
        cell: ({ row }) => row.original.actions,
        meta: { label: labels.actions, className: "text-right align-top", card: "title" },
      },
    ],
    [labels],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => r.id}
      caption={labels.caption}
      rowLabel={(r) => r.url}
      empty={empty}
    />
  );
}
