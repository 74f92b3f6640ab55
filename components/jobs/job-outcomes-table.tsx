"use client";

import { useMemo, type ReactNode } from "react";

import type { ColumnDef } from "@tanstack/react-table";

import { DataTable } from "@/components/data-table/data-table";
import { renderedColumn } from "@/components/data-table/rendered-column";

/** One item's outcome as the server rendered it (translated, with the order's code and buyer when known). */
export type OutcomeRowView = {
  id: string;
  item: ReactNode;
  buyer: string;
  status: ReactNode;
  reason: string;
};

export type OutcomesTableLabels = Record<"caption" | "item" | "buyer" | "status" | "reason", string>;

const column = renderedColumn<OutcomeRowView>;

/** A run's outcomes, failures first: read whole from Palco's own database (no sort, no pager). */
export function JobOutcomesTable({
  rows,
  labels,
  withBuyer,
  empty,
}: {
  rows: OutcomeRowView[];
  labels: OutcomesTableLabels;
  withBuyer: boolean;
  empty: ReactNode;
}) {
  const columns = useMemo<ColumnDef<OutcomeRowView>[]>(
    () => [
      column(
        "item",
        labels.item,
        { className: "align-top whitespace-nowrap", card: "title" },
        { hideable: false },
      ),
      ...(withBuyer ? [column("buyer", labels.buyer, { className: "align-top" })] : []),
      column("status", labels.status, { className: "align-top" }),
      column("reason", labels.reason, { className: "align-top text-zinc-700" }),
    ],
    [labels, withBuyer],
  );
  return (
    <DataTable columns={columns} data={rows} getRowId={(r) => r.id} caption={labels.caption} empty={empty} />
  );
}
