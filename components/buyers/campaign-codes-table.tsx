"use client";

import { useMemo } from "react";

import Link from "next/link";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";

import { DataTable } from "@/components/data-table/data-table";

/** One code of a campaign: its buyer (profile link), the code, and whether a paid order used it. */
export type CampaignCodeRow = {
  id: string;
  buyer: string;
  href: string;
  code: string | null;
  state: "used" | "unused" | "pending";
};

const STATE = {
  used: { tone: "green", label: "stateUsed" },
  unused: { tone: "neutral", label: "stateUnused" },
  pending: { tone: "amber", label: "statePending" },
} as const;

/** A campaign's codes in the order they were created (no sort). */
export function CampaignCodesTable({ rows }: { rows: CampaignCodeRow[] }) {
  const t = useTranslations("buyers.campaign");
  const columns = useMemo<ColumnDef<CampaignCodeRow>[]>(
    () => [
      {
        id: "buyer",
        header: t("buyer"),
        enableHiding: false,
        cell: ({ row }) => (
          <Link
            href={row.original.href}
            prefetch={false}
            className="font-medium text-brand-700 hover:underline"
          >
            {row.original.buyer}
          </Link>
        ),
        meta: { label: t("buyer"), card: "title" },
      },
      {
        id: "code",
        header: t("code"),
        cell: ({ row }) => row.original.code,
        meta: { label: t("code"), className: "font-mono" },
      },
      {
        id: "state",
        header: t("state"),
        cell: ({ row }) => {
          const { tone, label } = STATE[row.original.state];
          return <Badge tone={tone}>{t(label)}</Badge>;
        },
        meta: { label: t("state") },
      },
    ],
    [t],
  );
  return <DataTable columns={columns} data={rows} getRowId={(r) => r.id} caption={t("codesCaption")} />;
}
