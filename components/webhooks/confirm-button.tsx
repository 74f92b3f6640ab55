"use client";

import type { ReactNode } from "react";

import type { ButtonProps } from "@/components/ui/button";
import { OnDemandDialogButton } from "@/components/ui/on-demand-dialog-button";

import type { ConfirmProps } from "./confirm-dialog";

const load = () => import("./confirm-dialog").then((m) => m.ConfirmDialog);

/**
 * A button that asks first (alert dialog, loaded on first use), then runs a server action: toast with
 * its outcome and a refresh of the server page. Every webhook write goes through one of these.
 */
export function ConfirmButton({
  label,
  variant = "outline",
  ...props
}: ConfirmProps & { label: ReactNode; variant?: ButtonProps["variant"] }) {
  return (
    <OnDemandDialogButton load={load} props={props} variant={variant} size="sm">
      {label}
    </OnDemandDialogButton>
  );
}
