"use client";

import { useTranslations } from "next-intl";

import { OnDemandDialogButton } from "@/components/ui/on-demand-dialog-button";

import type { CouponActiveProps } from "./coupon-active-dialog";

const loadDialog = () => import("./coupon-active-dialog").then((m) => m.CouponActiveDialog);

/** Activate/deactivate from the row; the confirmation dialog (Radix) loads on first use. */
export function CouponActiveToggle(props: CouponActiveProps) {
  const t = useTranslations("coupons.toggle");
  const next = !props.active;
  return (
    <OnDemandDialogButton
      load={loadDialog}
      props={props}
      variant="outline"
      size="sm"
      aria-label={t(next ? "activateOf" : "deactivateOf", { code: props.code })}
    >
      {t(next ? "activate" : "deactivate")}
    </OnDemandDialogButton>
  );
}
