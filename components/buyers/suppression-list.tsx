"use client";

import { useMemo } from "react";

import { useRouter } from "next/navigation";

import { useMutation } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";

import { removeSuppressionAction } from "@/lib/actions/buyers/suppression";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";

import { DataTable, type DataTableList } from "@/components/data-table/data-table";

export type SuppressionRow = { email: string; reason: string | null; by: string; at: string };

/** The suppression list, sorted by the URL (lib/buyers/sort: e-mail, or when added); one remove per row. */
export function SuppressionList({
  producer,
  rows,
  list,
}: {
  producer: string;
  rows: SuppressionRow[];
  list: DataTableList;
}) {
  const t = useTranslations("buyers.suppression");
  const router = useRouter();
  const remove = useMutation({
    mutationFn: (email: string) => removeSuppressionAction(producer, email),
    onSuccess: (result) => {
      if (!result.ok) toast.error(result.message);
      else router.refresh();
    },
  });
  const pending = remove.isPending;
  const mutate = remove.mutate;
  const columns = useMemo<ColumnDef<SuppressionRow>[]>(
    () => [
      {
        id: "email",
        header: t("email"),
        enableHiding: false,
        cell: ({ row }) => row.original.email,
        meta: { label: t("email"), className: "break-all", card: "title" },
      },
      {
        id: "reason",
        header: t("reason"),
        cell: ({ row }) => row.original.reason ?? "—",
        meta: { label: t("reason") },
      },
      {
        id: "added",
        header: t("by"),
        cell: ({ row }) => `${row.original.by} · ${row.original.at}`,
        meta: { label: t("by") },
      },
      {
        id: "actions",
        header: () => <span className="sr-only">{t("actions")}</span>,
        enableHiding: false,
        cell: ({ row: { original: r } }) => (
          <Button
            size="sm"
            variant="ghost"
            disabled={pending}
            aria-label={t("removeOf", { email: r.email })}
            onClick={() => mutate(r.email)}
          >
            {t("remove")}
          </Button>
        ),
        meta: { label: t("actions"), className: "text-right", card: "media" },
      },
    ],
    [t, pending, mutate],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(r) => r.email}
      caption={t("title")}
      list={list}
      empty={<p className="px-5 text-sm text-zinc-600">{t("empty")}</p>}
    />
  );
}
