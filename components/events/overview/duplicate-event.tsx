"use client";

import { useState } from "react";

import { Copy } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { useOnDemand } from "@/components/ui/use-on-demand";

import type { DuplicateEventProps } from "./duplicate-event-dialog";

const loadDialog = () => import("./duplicate-event-dialog").then((m) => m.DuplicateEventDialog);

/** "Duplicate event" → a dialog (loaded on first use) choosing how far the copy's dates move. */
export function DuplicateEvent(props: DuplicateEventProps) {
  const t = useTranslations("eventOverview.duplicate");
  const { Loaded, triggerProps } = useOnDemand(loadDialog);
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);

  return (
    <>
      <Button
        variant="outline"
        onPointerEnter={triggerProps.onPointerEnter}
        onFocus={triggerProps.onFocus}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
          triggerProps.onClick();
        }}
      >
        <Copy aria-hidden /> {t("button")}
      </Button>
      {Loaded ? <Loaded key={opening} {...props} open={open} setOpen={setOpen} /> : null}
    </>
  );
}
