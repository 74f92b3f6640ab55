"use client";

import { useMemo, type ReactNode } from "react";

import type { ColumnDef } from "@tanstack/react-table";

import { DataTable } from "@/components/data-table/data-table";
import { renderedColumn } from "@/components/data-table/rendered-column";

/** One open session as the server rendered it (device, address, dates, the badge or the end button). */
export type SessionRowView = {
  id: string;
  device: ReactNode;
  address: string;
  created: ReactNode;
  last_seen: ReactNode;
  action: ReactNode;
};

export type SessionsTableLabels = Record<
  "caption" | "device" | "address" | "created" | "lastSeen" | "signOut",
  string
>;

const column = renderedColumn<SessionRowView>;

/** The user's open sessions: a short list, newest use first as the server sends it (nothing to sort or page). */
export function SessionsDataTable({ rows, labels }: { rows: SessionRowView[]; labels: SessionsTableLabels }) {
  const columns = useMemo<ColumnDef<SessionRowView>[]>(
    () => [
      column(
        "device",
        labels.device,
        { className: "font-medium text-zinc-900", card: "title" },
        { hideable: false },
      ),
      column("address", labels.address, { className: "hidden text-zinc-700 sm:table-cell" }),
      // Dates wrap: the account page is narrow, and two unbroken dates pushed the table past its box.
      column("created", labels.created, { className: "hidden text-zinc-700 md:table-cell" }),
      column("last_seen", labels.lastSeen, { className: "text-zinc-700" }),
      column(
        "action",
        labels.signOut,
        { className: "text-right", card: "title" },
        { hideable: false, srOnlyHeader: true },
      ),
    ],
    [labels],
  );
  return <DataTable columns={columns} data={rows} getRowId={(r) => r.id} caption={labels.caption} />;
}
