"use client";

import { Copy } from "lucide-react";
import { useTranslations } from "next-intl";

import { OnDemandDialogButton } from "@/components/ui/on-demand-dialog-button";

import type { DuplicateEventProps } from "./duplicate-event-dialog";

const loadDialog = () => import("./duplicate-event-dialog").then((m) => m.DuplicateEventDialog);

/** "Duplicate event" → a dialog (loaded on first use) choosing how far the copy's dates move. */
export function DuplicateEvent(props: DuplicateEventProps) {
  const t = useTranslations("eventOverview.duplicate");
  return (
    <OnDemandDialogButton load={loadDialog} props={props} variant="outline">
      <Copy aria-hidden /> {t("button")}
    </OnDemandDialogButton>
  );
}
