"use client";

import { useMemo, type ReactNode } from "react";

import Link from "next/link";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";

import { DataTable } from "@/components/data-table/data-table";

/** One campaign run as the server prepared it (its status badge already rendered). */
export type CampaignRowView = {
  id: string;
  href: string;
  label: string;
  progress: string;
  status: ReactNode;
  started: string;
};

/** The producer's birthday campaigns, newest first (the database's order; at most 20, no sort). */
export function CampaignsDataTable({ rows, empty }: { rows: CampaignRowView[]; empty: ReactNode }) {
  const t = useTranslations("buyers.campaign");
  const columns = useMemo<ColumnDef<CampaignRowView>[]>(
    () => [
      {
        id: "campaign",
        header: t("runColumn"),
        enableHiding: false,
        cell: ({ row }) => (
          <Link href={row.original.href} className="font-medium text-brand-700 hover:underline">
            {row.original.label}
          </Link>
        ),
        meta: { label: t("runColumn"), card: "title" },
      },
      {
        id: "progress",
        header: t("couponsColumn"),
        cell: ({ row }) => row.original.progress,
        meta: { label: t("couponsColumn"), className: "text-zinc-700" },
      },
      {
        id: "status",
        header: t("statusColumn"),
        cell: ({ row }) => row.original.status,
        meta: { label: t("statusColumn") },
      },
      {
        id: "started",
        header: t("startedColumn"),
        cell: ({ row }) => row.original.started,
        meta: { label: t("startedColumn"), className: "whitespace-nowrap text-zinc-700" },
      },
    ],
    [t],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => r.id}
      caption={t("runsCaption")}
      empty={empty}
    />
  );
}
