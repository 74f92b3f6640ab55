"use client";

import { useCallback, useState } from "react";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";

import { BLANK_LOT, LotFormDialog } from "./lot-dialogs";

export function NewLotButton({ eventId, timeZoneName }: { eventId: string; timeZoneName: string }) {
  const t = useTranslations("lots");
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden /> {t("new")}
      </Button>
      {open ? (
        <LotFormDialog
          eventId={eventId}
          target={{ mode: "create" }}
          initial={BLANK_LOT}
          timeZoneName={timeZoneName}
          onClose={close}
        />
      ) : null}
    </>
  );
}
