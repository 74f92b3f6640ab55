"use client";

import { useTranslations } from "next-intl";

import type { Role } from "@/lib/auth/policy";

import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";

import { QueryProvider } from "@/components/layout/query-provider";

import { PaletteBody } from "./palette-body";

export type PaletteDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: Role;
  userKey: string;
  /** Called once the dialog has closed, to put focus back where it was. */
  onClosed: () => void;
};

/** The command palette's dialog (loaded on first use): a Radix dialog around a cmdk command list. */
export function PaletteDialog({ open, onOpenChange, role, userKey, onClosed }: PaletteDialogProps) {
  const t = useTranslations("palette");
  return (
    <QueryProvider>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          aria-describedby={undefined}
          className="top-[15%] max-w-xl translate-y-0 gap-0 p-0"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <DialogTitle className="sr-only">{t("title")}</DialogTitle>
          {open ? <PaletteBody role={role} userKey={userKey} close={() => onOpenChange(false)} /> : null}
        </DialogContent>
      </Dialog>
    </QueryProvider>
  );
}
