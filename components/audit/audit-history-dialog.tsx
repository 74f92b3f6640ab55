"use client";

import type { ReactNode } from "react";

import { useRouter } from "next/navigation";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/**
 * An object's "Histórico" (AuditHistory, rendered on the server) in a dialog the URL opens
 * (`?history=<id>`): closing it goes back to the same list without the parameter.
 */
export function AuditHistoryDialog({
  title,
  description,
  closeHref,
  closeLabel,
  children,
}: {
  title: string;
  description: string;
  closeHref: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const router = useRouter();
  return (
    <Dialog open onOpenChange={(open) => !open && router.replace(closeHref, { scroll: false })}>
      <DialogContent closeLabel={closeLabel} className="max-w-lg" data-testid="audit-history-dialog">
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
