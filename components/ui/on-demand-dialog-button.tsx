"use client";

import { useState, type ComponentType, type ReactNode } from "react";

import { Button, type ButtonProps } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useOnDemand } from "@/components/ui/use-on-demand";

export type DialogControl = { open: boolean; setOpen: (open: boolean) => void };

/**
 * A light button that loads its dialog (Radix, react-query) on first use and mounts it afresh each opening.
 * Disabled until the page is hydrated, so an early click is not lost without a sign.
 */
export function OnDemandDialogButton<P extends object>({
  load,
  props,
  children,
  variant,
  size,
  "aria-label": ariaLabel,
}: {
  load: () => Promise<ComponentType<P & DialogControl>>;
  props: P;
  children: ReactNode;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  "aria-label"?: string;
}) {
  const { Loaded, triggerProps } = useOnDemand(load);
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  const hydrated = useHydrated();
  return (
    <>
      <Button
        variant={variant}
        size={size}
        aria-label={ariaLabel}
        disabled={!hydrated}
        onPointerEnter={triggerProps.onPointerEnter}
        onFocus={triggerProps.onFocus}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
          triggerProps.onClick();
        }}
      >
        {children}
      </Button>
      {Loaded ? <Loaded key={opening} {...props} open={open} setOpen={setOpen} /> : null}
    </>
  );
}
