"use client";

import { useCallback, useState } from "react";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";

import { History, Pencil, Repeat } from "lucide-react";
import { useTranslations } from "next-intl";

import { lotToFormValues } from "@/lib/lots/form";
import { soldCount } from "@/lib/lots/status";

import { Button, buttonVariants } from "@/components/ui/button";

import { useDateOptions } from "@/components/i18n/use-date-options";

import { LotFormDialog, ViradaDialog } from "./lot-dialogs";
import type { LotRow } from "./lot-row";

/**
 * Row actions: edit every field, and the virada for a lot that is sold out or nearly so (the server
 * passes the event's lots only then, since the assistant looks for the next one among them); for
 * readers of the audit trail, a link that opens the lot's Histórico (`?history=<id>`).
 */
export function LotActions({
  eventId,
  lot,
  viradaLots,
  timeZoneName,
  canWrite,
  canAudit,
}: {
  eventId: string;
  lot: LotRow;
  viradaLots: LotRow[] | null;
  timeZoneName: string;
  canWrite: boolean;
  canAudit: boolean;
}) {
  const t = useTranslations("lots.table");
  const pathname = usePathname();
  const query = new URLSearchParams(useSearchParams());
  query.set("history", lot.id);
  const { timeZone } = useDateOptions();
  const [open, setOpen] = useState<"edit" | "virada" | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {canAudit ? (
        <Link
          href={`${pathname}?${query}`}
          scroll={false}
          className={buttonVariants({ size: "sm", variant: "ghost" })}
          aria-label={t("historyOf", { name: lot.name })}
        >
          <History aria-hidden /> {t("history")}
        </Link>
      ) : null}
      {canWrite && viradaLots ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setOpen("virada")}
          aria-label={t("viradaOf", { name: lot.name })}
        >
          <Repeat aria-hidden /> {t("virada")}
        </Button>
      ) : null}
      {canWrite ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen("edit")}
          aria-label={t("editOf", { name: lot.name })}
        >
          <Pencil aria-hidden /> {t("edit")}
        </Button>
      ) : null}
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
