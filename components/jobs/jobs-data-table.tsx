"use client";

import { useMemo, type ReactNode } from "react";

import type { ColumnDef } from "@tanstack/react-table";

import { DataTable, type DataTableList } from "@/components/data-table/data-table";

/** One run as the server rendered it: name, progress (bar, counts, CSV link) and dates are ready. */
export type JobRowView = {
  id: string;
  label: string;
  job: ReactNode;
  progress: ReactNode;
  who: string;
  when: ReactNode;
};

/** Header labels and caption, translated on the server (the jobs messages stay out of the browser). */
export type JobsTableLabels = Record<"caption" | "job" | "progress" | "who" | "when", string>;

export function JobsDataTable({
  rows,
  list,
  empty,
  labels,
}: {
  rows: JobRowView[];
  list: DataTableList;
  empty: ReactNode;
  labels: JobsTableLabels;
}) {
  const columns = useMemo<ColumnDef<JobRowView>[]>(
    () => [
      {
        id: "job",
        header: labels.job,
        enableHiding: false,
        cell: ({ row }) => row.original.job,
        meta: { label: labels.job, className: "align-top", card: "title" },
      },
      {
        id: "progress",
        header: labels.progress,
        cell: ({ row }) => row.original.progress,
        meta: { label: labels.progress, className: "align-top", card: "field" },
      },
      {
        id: "who",
        header: labels.who,
        cell: ({ row }) => row.original.who,
        meta: { label: labels.who, className: "hidden align-top text-zinc-700 md:table-cell" },
      },
      {
        // The sort key (lib/jobs/list-params): start time, newest first by default.
        id: "created_at",
        header: labels.when,
        cell: ({ row }) => row.original.when,
        meta: {
          label: labels.when,
          className: "hidden align-top whitespace-nowrap text-zinc-700 lg:table-cell",
          card: "hidden",
        },
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
      list={list}
      empty={empty}
      rowLabel={(r) => r.label}
    />
  );
}
