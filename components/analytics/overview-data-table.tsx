"use client";

import { useMemo, type ReactNode } from "react";

import type { ColumnDef } from "@tanstack/react-table";

import { DataTable, type DataTableList } from "@/components/data-table/data-table";

/** One event as the server rendered it: link, status badge, figures and the streamed sparkline. */
export type OverviewRowView = {
  id: string;
  label: string;
  name: ReactNode;
  status: ReactNode;
  gross: ReactNode;
  tickets: ReactNode;
  orders: ReactNode;
  trend: ReactNode;
};

/** Header labels and caption, translated on the server (the analytics messages stay out of this page's browser bundle). */
export type OverviewTableLabels = Record<
  "caption" | "name" | "status" | "gross" | "tickets" | "orders" | "trend",
  string
>;

const FIGURES = ["gross", "tickets", "orders"] as const;

/** The producer overview; column ids are the sort keys of lib/analytics/sort (the server sorts every event). */
export function OverviewDataTable({
  rows,
  list,
  labels,
}: {
  rows: OverviewRowView[];
  list: DataTableList;
  labels: OverviewTableLabels;
}) {
  const columns = useMemo<ColumnDef<OverviewRowView>[]>(
    () => [
      {
        id: "name",
        header: labels.name,
        enableHiding: false,
        cell: ({ row }) => row.original.name,
        meta: { label: labels.name, card: "title" },
      },
      {
        id: "status",
        header: labels.status,
        cell: ({ row }) => row.original.status,
        meta: { label: labels.status },
      },
      ...FIGURES.map((key): ColumnDef<OverviewRowView> => ({
        id: key,
        header: labels[key],
        cell: ({ row }) => row.original[key],
        meta: { label: labels[key], className: "text-right tabular-nums" },
      })),
      {
        id: "trend",
        header: labels.trend,
        cell: ({ row }) => row.original.trend,
        meta: { label: labels.trend },
      },
    ],
    [labels],
  );
  return (
    <div data-testid="overview-table">
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(r) => r.id}
        caption={labels.caption}
        list={list}
        rowLabel={(r) => r.label}
      />
    </div>
  );
}
