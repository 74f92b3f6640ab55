"use client";

import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";

import { OnDemandDialogButton } from "@/components/ui/on-demand-dialog-button";

import type { StatusChangeProps } from "./status-change-dialog";

const loadDialog = () => import("./status-change-dialog").then((m) => m.StatusChangeDialog);

/** "Change status" button → confirmation dialog (Radix, loaded on first use). */
export function StatusChange(props: StatusChangeProps) {
  const t = useTranslations("events.detail");
  return (
    <OnDemandDialogButton load={loadDialog} props={props} variant="outline">
      <RefreshCw aria-hidden /> {t("changeStatus")}
    </OnDemandDialogButton>
  );
}
