"use client";

import { useState } from "react";

import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { useOnDemand } from "@/components/ui/use-on-demand";

import type { StatusChangeProps } from "./status-change-dialog";

const loadDialog = () => import("./status-change-dialog").then((m) => m.StatusChangeDialog);

/** "Change status" button → confirmation dialog (Radix, loaded on first use; see useOnDemand). */
export function StatusChange(props: StatusChangeProps) {
  const t = useTranslations("events.detail");
  const { Loaded, triggerProps } = useOnDemand(loadDialog);
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);

  function openDialog() {
    setOpening((n) => n + 1);
    setOpen(true);
    triggerProps.onClick();
  }

  return (
    <>
      <Button
        variant="outline"
        onPointerEnter={triggerProps.onPointerEnter}
        onFocus={triggerProps.onFocus}
        onClick={openDialog}
      >
        <RefreshCw aria-hidden /> {t("changeStatus")}
      </Button>
      {Loaded ? <Loaded key={opening} {...props} open={open} setOpen={setOpen} /> : null}
    </>
  );
}
