"use client";

import { useState } from "react";

import Link from "next/link";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { startBulkCancelAction } from "@/lib/actions/orders/bulk-cancel";
import { LIMITS } from "@/lib/contract/constants";

import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { DialogControl } from "@/components/ui/on-demand-dialog-button";

import { ReasonField } from "./reason-field";

export type BulkCancelProps = { eventId: string; since: string | null; sinceLabel: string | null };

/** Starts the bulk-cancel job for the event's paid orders (or those created since the filter's day). */
export function BulkCancelDialog({
  eventId,
  since,
  sinceLabel,
  open,
  setOpen,
}: BulkCancelProps & DialogControl) {
  const t = useTranslations("orders");
  const [reason, setReason] = useState("");
  const mutation = useMutation({ mutationFn: () => startBulkCancelAction(eventId, since, reason) });
  const result = mutation.data;
  const started = result?.ok ? result.data.jobId : null;

  return (
    <Dialog open={open} onOpenChange={(v) => !mutation.isPending && setOpen(v)}>
      <DialogContent closeLabel={t("bulk.keep")}>
        <DialogHeader>
          <DialogTitle>{t("bulk.title", { filtered: since ? "yes" : "no" })}</DialogTitle>
          <DialogDescription>{t("bulk.body", { since: sinceLabel ?? "none" })}</DialogDescription>
        </DialogHeader>
        {started ? (
          <Alert variant="success" role="status">
            {t("bulk.started")}
          </Alert>
        ) : (
          <ReasonField
            label={t("bulk.reason")}
            value={reason}
            onChange={setReason}
            error={result && !result.ok ? result.fieldErrors.reason?.[0] : undefined}
          />
        )}
        {result && !result.ok && !result.fieldErrors.reason ? (
          <Alert variant="error">{result.message}</Alert>
        ) : null}
        {mutation.isError ? <Alert variant="error">{t("errors.upstreamAmbiguous")}</Alert> : null}
        <DialogFooter>
          {started ? (
            <Link href="/jobs" className={buttonVariants()}>
              {t("bulk.jobs")}
            </Link>
          ) : (
            <>
              <Button variant="outline" onClick={() => setOpen(false)} disabled={mutation.isPending}>
                {t("bulk.keep")}
              </Button>
              <Button
                variant="destructive"
                onClick={() => mutation.mutate()}
                disabled={mutation.isPending || reason.length > LIMITS.cancelReasonMax}
                aria-busy={mutation.isPending}
              >
                {t("bulk.confirm")}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
