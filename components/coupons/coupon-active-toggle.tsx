"use client";

import { useState } from "react";

import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { useOnDemand } from "@/components/ui/use-on-demand";

import type { CouponActiveProps } from "./coupon-active-dialog";

const loadDialog = () => import("./coupon-active-dialog").then((m) => m.CouponActiveDialog);

/** Activate/deactivate from the row; the confirmation dialog (Radix) loads on first use (see useOnDemand). */
export function CouponActiveToggle(props: CouponActiveProps) {
  const t = useTranslations("coupons.toggle");
  const { Loaded, triggerProps } = useOnDemand(loadDialog);
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  const next = !props.active;

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={t(next ? "activateOf" : "deactivateOf", { code: props.code })}
        onPointerEnter={triggerProps.onPointerEnter}
        onFocus={triggerProps.onFocus}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
          triggerProps.onClick();
        }}
      >
        {t(next ? "activate" : "deactivate")}
      </Button>
      {Loaded ? <Loaded key={opening} {...props} open={open} setOpen={setOpen} /> : null}
    </>
  );
}
