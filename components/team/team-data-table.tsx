"use client";

import { useMemo, type ReactNode } from "react";

import type { ColumnDef } from "@tanstack/react-table";

import { DataTable, type DataTableList } from "@/components/data-table/data-table";
import { renderedColumn } from "@/components/data-table/rendered-column";

/** One member as the server rendered it. */
export type MemberRowView = {
  id: string;
  label: string;
  name: ReactNode;
  email: string;
  role: string;
  producers: string;
  status: ReactNode;
  last_sign_in: string;
};

export type TeamTableLabels = Record<
  "caption" | "name" | "email" | "role" | "producers" | "status" | "lastSignIn",
  string
>;

const column = renderedColumn<MemberRowView>;

/** The team, sortable by name, e-mail and last sign-in (the server sorts the whole list). */
export function TeamDataTable({
  rows,
  list,
  labels,
  empty,
}: {
  rows: MemberRowView[];
  list: DataTableList;
  labels: TeamTableLabels;
  empty: ReactNode;
}) {
  const columns = useMemo<ColumnDef<MemberRowView>[]>(
    () => [
      column("name", labels.name, { className: "align-top", card: "title" }, { hideable: false }),
      column("email", labels.email, { className: "align-top text-zinc-700" }),
      column("role", labels.role, { className: "align-top" }),
      column("producers", labels.producers, { className: "hidden align-top text-zinc-700 md:table-cell" }),
      column("status", labels.status, { className: "align-top" }),
      column("last_sign_in", labels.lastSignIn, {
        className: "hidden align-top whitespace-nowrap text-zinc-700 lg:table-cell",
      }),
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
