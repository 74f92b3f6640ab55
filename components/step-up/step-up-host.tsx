"use client";

import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";

import { stepUpStore } from "./step-up";

const load = () => import("./step-up-dialog").then((m) => m.StepUpDialog);

/** Mounted once in the signed-in layout: shows the step-up dialog (loaded on first need) when asked. */
export function StepUpHost() {
  const open = useSyncExternalStore(stepUpStore.subscribe, stepUpStore.isOpen, () => false);
  const [Dialog, setDialog] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (open && !Dialog) void load().then((d) => setDialog(() => d));
  }, [open, Dialog]);
  return open && Dialog ? <Dialog /> : null;
}
