"use client";

import { useMemo, type ReactNode } from "react";

import type { ColumnDef } from "@tanstack/react-table";

import { DataTable, type DataTableList } from "@/components/data-table/data-table";
import { renderedColumn } from "@/components/data-table/rendered-column";

/** One audit entry as the server rendered it. */
export type AuditRowView = {
  id: string;
  label: string;
  at: ReactNode;
  user: string;
  action: ReactNode;
  target: string;
  producer: string;
  address: string;
};

export type AuditTableLabels = Record<
  "caption" | "at" | "user" | "action" | "target" | "producer" | "address",
  string
>;

const column = renderedColumn<AuditRowView>;

/** The trail, newest first (the server pages it; no sorting: the order is the trail's). */
export function AuditDataTable({
  rows,
  list,
  labels,
  empty,
}: {
  rows: AuditRowView[];
  list: DataTableList;
  labels: AuditTableLabels;
  empty: ReactNode;
}) {
  const columns = useMemo<ColumnDef<AuditRowView>[]>(
    () => [
      column(
        "at",
        labels.at,
        { className: "align-top whitespace-nowrap", card: "title" },
        { hideable: false },
      ),
      column("user", labels.user, { className: "align-top text-zinc-700" }),
      column("action", labels.action, { className: "align-top" }),
      column("target", labels.target, { className: "align-top break-all text-zinc-700" }),
      column("producer", labels.producer, { className: "hidden align-top text-zinc-700 md:table-cell" }),
      column("address", labels.address, { className: "hidden align-top text-zinc-700 lg:table-cell" }),
    ],
    [labels],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => r.id}
      caption={labels.caption}
      list={list}
      rowLabel={(r) => r.label}
      empty={empty}
    />
  );
}
