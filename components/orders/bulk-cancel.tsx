"use client";

import { ListX } from "lucide-react";
import { useTranslations } from "next-intl";

import { OnDemandDialogButton } from "@/components/ui/on-demand-dialog-button";

import type { BulkCancelProps } from "./bulk-cancel-dialog";

const load = () => import("./bulk-cancel-dialog").then((m) => m.BulkCancelDialog);

export function BulkCancel(props: BulkCancelProps) {
  const t = useTranslations("orders.bulk");
  return (
    <OnDemandDialogButton load={load} props={props} variant="outline">
      <ListX aria-hidden /> {t("open")}
    </OnDemandDialogButton>
  );
}
