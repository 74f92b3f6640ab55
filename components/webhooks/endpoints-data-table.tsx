"use client";

import { useMemo, type ReactNode } from "react";

import type { ColumnDef } from "@tanstack/react-table";

import { DataTable } from "@/components/data-table/data-table";
import { renderedColumn } from "@/components/data-table/rendered-column";

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

const column = renderedColumn<EndpointRowView>;

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
      column("endpoint", labels.url, { className: "align-top", card: "title" }, { hideable: false }),
      column("kinds", labels.kinds, { className: "align-top text-sm text-zinc-700" }),
      column("active", labels.active, { className: "align-top" }),
      column("created", labels.created, {
        className: "hidden align-top whitespace-nowrap text-zinc-700 md:table-cell",
      }),
      column(
        "actions",
        labels.actions,
        { className: "text-right align-top", card: "title" },
        { hideable: false, srOnlyHeader: true },
      ),
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
