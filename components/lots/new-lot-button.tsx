"use client";

import { useCallback, useState } from "react";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";

import { BLANK_LOT, LotFormDialog } from "./lot-dialogs";

export function NewLotButton({ eventId, timeZoneName }: { eventId: string; timeZoneName: string }) {
  const t = useTranslations("lots");
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // Disabled until hydrated, like every dialog trigger: a click on the server's HTML would be lost.
  const hydrated = useHydrated();
  return (
    <>
      <Button onClick={() => setOpen(true)} disabled={!hydrated}>
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
