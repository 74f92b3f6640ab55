"use client";

import { Pencil, Repeat } from "lucide-react";
import { useTranslations } from "next-intl";

import { eligibleForVirada } from "@/lib/lots/virada";

import { Button } from "@/components/ui/button";

import type { LotRow } from "./lot-row";

/** Row actions: edit every field; the virada for a lot that is sold out or nearly so. */
export function LotActions({
  lot,
  nowMs,
  onEdit,
  onVirada,
}: {
  lot: LotRow;
  nowMs: number;
  onEdit: () => void;
  onVirada: () => void;
}) {
  const t = useTranslations("lots.table");
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {eligibleForVirada(lot, nowMs) ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={onVirada}
          aria-label={t("viradaOf", { name: lot.name })}
        >
          <Repeat aria-hidden /> {t("virada")}
        </Button>
      ) : null}
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={t("editOf", { name: lot.name })}>
        <Pencil aria-hidden /> {t("edit")}
      </Button>
    </div>
  );
}
