"use client";

import { useCallback, useMemo, useState } from "react";

import dynamic from "next/dynamic";

import type { ColumnDef } from "@tanstack/react-table";
import { Plus } from "lucide-react";
import { useTimeZone, useTranslations } from "next-intl";

import { lotToFormValues } from "@/lib/lots/form";
import { saleState, soldCount } from "@/lib/lots/status";
import type { LotFilter } from "@/lib/lots/url";
import { toCents } from "@/lib/money";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

import { DataTable } from "@/components/data-table/data-table";

import { InlineHidden } from "./inline-hidden";
import { InlinePrice } from "./inline-price";
import { LotActions } from "./lot-actions";
import { QuantityBar, SaleBadge, SaleWindow } from "./lot-cells";
import type { LotFormTarget } from "./lot-form-dialog";
import type { LotRow } from "./lot-row";
import { LotsFilters } from "./lots-filters";

// Dialogs load on first use: the tab's first paint ships only the table.
const LotFormDialog = dynamic(() => import("./lot-form-dialog").then((m) => m.LotFormDialog), { ssr: false });
const ViradaDialog = dynamic(() => import("./virada-dialog").then((m) => m.ViradaDialog), { ssr: false });

type Props = {
  eventId: string;
  base: string;
  lots: LotRow[];
  /** ids of the lots the URL's filter keeps, in the API's order */
  shown: string[];
  filter: LotFilter;
  nowMs: number;
  canWrite: boolean;
  timeZoneName: string;
};

export function LotsTable({ eventId, base, lots, shown, filter, nowMs, canWrite, timeZoneName }: Props) {
  const t = useTranslations("lots");
  const timeZone = useTimeZone() ?? "America/Sao_Paulo";
  const [form, setForm] = useState<LotFormTarget | null>(null);
  const [virada, setVirada] = useState<string | null>(null);
  const closeForm = useCallback(() => setForm(null), []);
  const closeVirada = useCallback(() => setVirada(null), []);
  const rows = useMemo(() => lots.filter((l) => shown.includes(l.id)), [lots, shown]);

  const columns = useMemo<ColumnDef<LotRow>[]>(
    () => [
      {
        accessorKey: "name",
        header: t("table.name"),
        enableHiding: false,
        cell: ({ row }) => (
          <div className="grid gap-0.5">
            <span className="font-medium text-zinc-950">{row.original.name}</span>
            <span className="text-xs text-zinc-600">{t(`type.${row.original.product_type}`)}</span>
          </div>
        ),
        meta: { label: t("table.name"), card: "title", className: "sm:min-w-44" },
      },
      {
        id: "state",
        accessorFn: (l) => saleState(l, nowMs),
        header: t("table.state"),
        cell: ({ row }) => <SaleBadge state={saleState(row.original, nowMs)} />,
        meta: { label: t("table.state") },
      },
      {
        id: "amount",
        accessorFn: (l) => toCents(l.amount),
        header: t("table.price"),
        cell: ({ row }) => <InlinePrice eventId={eventId} lot={row.original} canWrite={canWrite} />,
        meta: { label: t("table.price") },
      },
      {
        id: "sold",
        accessorFn: (l) => soldCount(l),
        header: t("table.sold"),
        cell: ({ row }) => <QuantityBar lot={row.original} />,
        meta: { label: t("table.sold") },
      },
      {
        id: "window",
        accessorFn: (l) => l.sell_starts_at ?? "",
        header: t("table.window"),
        cell: ({ row }) => <SaleWindow lot={row.original} />,
        meta: { label: t("table.window"), className: "hidden lg:table-cell" },
      },
      {
        accessorKey: "hidden",
        header: t("table.hidden"),
        cell: ({ row }) => <InlineHidden eventId={eventId} lot={row.original} canWrite={canWrite} />,
        meta: { label: t("table.hidden") },
      },
      ...(canWrite
        ? [
            {
              id: "actions",
              header: () => <span className="sr-only">{t("table.actions")}</span>,
              enableSorting: false,
              enableHiding: false,
              cell: ({ row }) => (
                <LotActions
                  lot={row.original}
                  nowMs={nowMs}
                  onEdit={() =>
                    setForm({ mode: "edit", productId: row.original.id, sold: soldCount(row.original) })
                  }
                  onVirada={() => setVirada(row.original.id)}
                />
              ),
              meta: { label: t("table.actions") },
            } satisfies ColumnDef<LotRow>,
          ]
        : []),
    ],
    [t, nowMs, eventId, canWrite],
  );

  const editing = form?.mode === "edit" ? lots.find((l) => l.id === form.productId) : undefined;
  const blank = {
    name: "",
    amount: "",
    maximum_quantity: "",
    sell_starts_at: "",
    sell_ends_at: "",
    hidden: false,
  };
  return (
    <>
      <DataTable
        columns={columns}
        data={rows}
        getRowId={(r) => r.id}
        caption={t("table.caption")}
        empty={<EmptyState title={t(lots.length ? "emptyFiltered" : "empty")} />}
        toolbar={
          <>
            <LotsFilters base={base} filter={filter} />
            {canWrite ? (
              <Button onClick={() => setForm({ mode: "create" })} className="sm:order-last">
                <Plus aria-hidden /> {t("new")}
              </Button>
            ) : null}
          </>
        }
      />
      <p className="text-xs text-zinc-600">{t("noDelete")}</p>
      {form ? (
        <LotFormDialog
          eventId={eventId}
          target={form}
          initial={editing ? lotToFormValues(editing, timeZone) : blank}
          timeZoneName={timeZoneName}
          onClose={closeForm}
        />
      ) : null}
      {virada ? <ViradaDialog eventId={eventId} lots={lots} lotId={virada} onClose={closeVirada} /> : null}
    </>
  );
}
