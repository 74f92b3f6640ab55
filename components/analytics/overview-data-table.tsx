"use client";

import { useMemo, type ReactNode } from "react";

import type { ColumnDef } from "@tanstack/react-table";

import { DataTable, type DataTableList } from "@/components/data-table/data-table";
import { renderedColumn } from "@/components/data-table/rendered-column";

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

const column = renderedColumn<OverviewRowView>;

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
      column("name", labels.name, { card: "title" }, { hideable: false }),
      column("status", labels.status),
      ...FIGURES.map((key) => column(key, labels[key], { className: "text-right tabular-nums" })),
      column("trend", labels.trend),
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
