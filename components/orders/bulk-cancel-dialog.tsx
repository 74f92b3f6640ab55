"use client";

import { useState } from "react";

import Link from "next/link";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { startBulkCancelAction } from "@/lib/actions/orders/bulk-cancel";
import { LIMITS } from "@/lib/contract/constants";
import { confirmsBulkCancel } from "@/lib/orders/bulk-confirmation";
import { fetchBulkPreview, orderKeys } from "@/lib/orders/keys";

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
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { DialogControl } from "@/components/ui/on-demand-dialog-button";

import { withStepUp } from "@/components/step-up/step-up";

import { BulkCancelSummary } from "./bulk-cancel-summary";
import { ReasonField } from "./reason-field";

export type BulkCancelProps = {
  eventId: string;
  eventName: string;
  since: string | null;
  sinceLabel: string | null;
};

/**
 * Starts the bulk-cancel job for the event's paid orders (or those created since the filter's day). It
 * shows first how many orders and how much money that is, per payment method, and asks for the event's
 * name (or that number) to be typed; the action checks the same against what the run would cancel.
 */
export function BulkCancelDialog({
  eventId,
  eventName,
  since,
  sinceLabel,
  open,
  setOpen,
}: BulkCancelProps & DialogControl) {
  const t = useTranslations("orders");
  const [reason, setReason] = useState("");
  const [typed, setTyped] = useState("");
  const preview = useQuery({
    queryKey: orderKeys.bulkPreview(eventId, since),
    queryFn: ({ signal }) => fetchBulkPreview(eventId, since, signal),
    enabled: open,
    staleTime: 0,
  });
  const mutation = useMutation({
    mutationFn: () => withStepUp(() => startBulkCancelAction(eventId, since, reason, typed)),
  });
  const result = mutation.data;
  const started = result?.ok ? result.data.jobId : null;
  const count = preview.data?.count;
  const matches = count !== undefined && count > 0 && confirmsBulkCancel(typed, eventName, count);
  const confirmError = result && !result.ok ? result.fieldErrors.confirmation?.[0] : undefined;

  return (
    <Dialog open={open} onOpenChange={(v) => !mutation.isPending && setOpen(v)}>
      <DialogContent closeLabel={t("bulk.keep")}>
        <DialogHeader>
          <DialogTitle>{t("bulk.title", { filtered: since ? "yes" : "no" })}</DialogTitle>
          <DialogDescription>{t("bulk.body", { since: sinceLabel ?? "none" })}</DialogDescription>
        </DialogHeader>
        <div aria-live="polite">
          {preview.data ? (
            <BulkCancelSummary preview={preview.data} />
          ) : preview.isError ? (
            <Alert variant="error">{t("bulk.previewFailed")}</Alert>
          ) : (
            <p className="text-sm text-zinc-600">{t("bulk.counting")}</p>
          )}
        </div>
        {started ? (
          <Alert variant="success" role="status">
            {t("bulk.started")}
          </Alert>
        ) : (
          <>
            <ReasonField
              label={t("bulk.reason")}
              value={reason}
              onChange={setReason}
              error={result && !result.ok ? result.fieldErrors.reason?.[0] : undefined}
            />
            {count ? (
              <div className="grid gap-1.5">
                <Label htmlFor="bulk-confirm">{t("bulk.typeToConfirm", { name: eventName, count })}</Label>
                <Input
                  id="bulk-confirm"
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  autoComplete="off"
                  aria-invalid={confirmError ? true : undefined}
                  aria-describedby="bulk-confirm-error"
                />
                <FieldError id="bulk-confirm-error" messages={confirmError ? [confirmError] : undefined} />
              </div>
            ) : null}
          </>
        )}
        {result && !result.ok && !result.fieldErrors.reason && !confirmError ? (
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
                disabled={mutation.isPending || !matches || reason.length > LIMITS.cancelReasonMax}
                aria-busy={mutation.isPending}
              >
                {count ? t("bulk.confirmCount", { count }) : t("bulk.confirm")}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
