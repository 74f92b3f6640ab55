"use client";

import { Ban } from "lucide-react";
import { useTranslations } from "next-intl";

import { OnDemandDialogButton } from "@/components/ui/on-demand-dialog-button";

import type { CancelOrderProps } from "./cancel-order-dialog";

const load = () => import("./cancel-order-dialog").then((m) => m.CancelOrderDialog);

export function CancelOrder(props: CancelOrderProps) {
  const t = useTranslations("orders.cancel");
  return (
    <OnDemandDialogButton load={load} props={props} variant="destructive">
      <Ban aria-hidden /> {t("open")}
    </OnDemandDialogButton>
  );
}
