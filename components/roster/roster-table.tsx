"use client";

import { useMemo } from "react";

import type { ColumnDef } from "@tanstack/react-table";
import { UserRound } from "lucide-react";
import { useTranslations } from "next-intl";

import type { CheckIn } from "@/lib/roster/build";

import { Badge } from "@/components/ui/badge";

import { DataTable, type DataTableList } from "@/components/data-table/data-table";

const TONE: Record<CheckIn, "green" | "amber" | "neutral" | "red"> = {
  checked_in: "green",
  partial: "amber",
  not_checked_in: "neutral",
  no_tickets: "red",
};

/** One player as the server prepared it (the order's short code already computed). */
export type RosterRow = {
  userId: string;
  player: string;
  /** http(s) only (checked in lib/roster). */
  avatarUrl: string | null;
  discriminator: string | null;
  name: string | null;
  checkIn: CheckIn;
  ticketsCheckedIn: number;
  ticketsTotal: number;
  orderCode: string;
};

/** One team's players on the DataTable; tourney fields render as text. */
export function RosterTable({
  rows,
  caption,
  list,
}: {
  rows: RosterRow[];
  caption: string;
  list: DataTableList;
}) {
  const t = useTranslations("roster");
  const columns = useMemo<ColumnDef<RosterRow>[]>(
    () => [
      {
        // Column ids that are sort keys (lib/roster/sort) get a sortable header.
        id: "player",
        header: t("columns.player"),
        enableHiding: false,
        cell: ({ row: { original: p } }) => (
          <span className="flex items-center gap-2 font-medium">
            {p.avatarUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- avatars come from the tournament platform's host
              <img
                src={p.avatarUrl}
                alt={t("avatarAlt", { name: p.player })}
                width={28}
                height={28}
                loading="lazy"
                referrerPolicy="no-referrer"
                className="size-7 rounded-full bg-zinc-100 object-cover"
              />
            ) : (
              <UserRound aria-hidden className="size-7 rounded-full bg-zinc-100 p-1 text-zinc-500" />
            )}
            {p.player}
          </span>
        ),
        meta: { label: t("columns.player"), card: "title" },
      },
      {
        id: "discriminator",
        header: t("columns.discriminator"),
        cell: ({ row }) => row.original.discriminator ?? "",
        meta: { label: t("columns.discriminator"), className: "font-mono text-xs" },
      },
      {
        id: "name",
        header: t("columns.name"),
        cell: ({ row }) => row.original.name ?? "",
        meta: { label: t("columns.name") },
      },
      {
        id: "check_in",
        header: t("columns.checkIn"),
        cell: ({ row: { original: p } }) => (
          <Badge tone={TONE[p.checkIn]}>
            {t(`checkIn.${p.checkIn}`, { done: p.ticketsCheckedIn, total: p.ticketsTotal })}
          </Badge>
        ),
        meta: { label: t("columns.checkIn") },
      },
      {
        id: "order",
        header: t("columns.order"),
        cell: ({ row }) => row.original.orderCode,
        meta: { label: t("columns.order"), className: "font-mono text-xs" },
      },
    ],
    [t],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      getRowId={(p) => p.userId}
      caption={caption}
      list={list}
      rowLabel={(p) => p.player}
    />
  );
}
