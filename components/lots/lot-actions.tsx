"use client";

import { useCallback, useState } from "react";

import { Pencil, Repeat } from "lucide-react";
import { useTranslations } from "next-intl";

import { lotToFormValues } from "@/lib/lots/form";
import { soldCount } from "@/lib/lots/status";

import { Button } from "@/components/ui/button";

import { useDateOptions } from "@/components/i18n/use-date-options";

import { LotFormDialog, ViradaDialog } from "./lot-dialogs";
import type { LotRow } from "./lot-row";

/**
 * Row actions: edit every field, and the virada for a lot that is sold out or nearly so (the server
 * passes the event's lots only then, since the assistant looks for the next one among them).
 */
export function LotActions({
  eventId,
  lot,
  viradaLots,
  timeZoneName,
}: {
  eventId: string;
  lot: LotRow;
  viradaLots: LotRow[] | null;
  timeZoneName: string;
}) {
  const t = useTranslations("lots.table");
  const { timeZone } = useDateOptions();
  const [open, setOpen] = useState<"edit" | "virada" | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {viradaLots ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setOpen("virada")}
          aria-label={t("viradaOf", { name: lot.name })}
        >
          <Repeat aria-hidden /> {t("virada")}
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen("edit")}
        aria-label={t("editOf", { name: lot.name })}
      >
        <Pencil aria-hidden /> {t("edit")}
      </Button>
      {open === "edit" ? (
        <LotFormDialog
          eventId={eventId}
          target={{ mode: "edit", productId: lot.id, sold: soldCount(lot) }}
          initial={lotToFormValues(lot, timeZone)}
          timeZoneName={timeZoneName}
          onClose={close}
        />
      ) : null}
      {open === "virada" && viradaLots ? (
        <ViradaDialog eventId={eventId} lots={viradaLots} lotId={lot.id} onClose={close} />
      ) : null}
    </div>
  );
}
