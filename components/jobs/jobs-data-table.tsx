"use client";

import { useMemo, type ReactNode } from "react";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";

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

export function JobsDataTable({
  rows,
  list,
  empty,
}: {
  rows: JobRowView[];
  list: DataTableList;
  empty: ReactNode;
}) {
  const t = useTranslations("jobs.table");
  const columns = useMemo<ColumnDef<JobRowView>[]>(
    () => [
      {
        id: "job",
        header: t("job"),
        enableHiding: false,
        cell: ({ row }) => row.original.job,
        meta: { label: t("job"), className: "align-top", card: "title" },
      },
      {
        id: "progress",
        header: t("progress"),
        cell: ({ row }) => row.original.progress,
        meta: { label: t("progress"), className: "align-top", card: "field" },
      },
      {
        id: "who",
        header: t("who"),
        cell: ({ row }) => row.original.who,
        meta: { label: t("who"), className: "hidden align-top text-zinc-700 md:table-cell" },
      },
      {
        // The sort key (lib/jobs/list-params): start time, newest first by default.
        id: "created_at",
        header: t("when"),
        cell: ({ row }) => row.original.when,
        meta: {
          label: t("when"),
          className: "hidden align-top whitespace-nowrap text-zinc-700 lg:table-cell",
          card: "hidden",
        },
      },
    ],
    [t],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => r.id}
      caption={t("caption")}
      list={list}
      empty={empty}
      rowLabel={(r) => r.label}
    />
  );
}
