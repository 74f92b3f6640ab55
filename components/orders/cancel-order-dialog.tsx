"use client";

import { useState } from "react";

import { useRouter } from "next/navigation";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { cancelOrderAction } from "@/lib/actions/orders/cancel";
import { LIMITS } from "@/lib/contract/constants";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { DialogControl } from "@/components/ui/on-demand-dialog-button";
import { toast } from "@/components/ui/toaster";

import { withStepUp } from "@/components/step-up/step-up";

import { ReasonField } from "./reason-field";

export type CancelOrderProps = { eventId: string; orderId: string; amount: string };

/**
 * Confirms the cancel and states the consequence (a refund starts). One POST, never retried; when the
 * API's answer was lost the action reads the order back and this says which state it is really in.
 */
export function CancelOrderDialog({
  eventId,
  orderId,
  amount,
  open,
  setOpen,
}: CancelOrderProps & DialogControl) {
  const t = useTranslations("orders");
  const router = useRouter();
  const [reason, setReason] = useState("");
  const mutation = useMutation({
    mutationFn: () => withStepUp(() => cancelOrderAction(eventId, orderId, reason)),
    onSuccess: (result) => {
      if (!result.ok) return;
      const status = t(`status.${result.data.status}`).toLowerCase();
      if (!result.data.readBack) toast.success(t("cancel.done"));
      else if (result.data.status === "cancelled") toast.success(t("cancel.readBack", { status }));
      else toast.error(t("cancel.readBack", { status }));
      setOpen(false);
      router.refresh();
    },
  });
  const failure = mutation.data && !mutation.data.ok ? mutation.data : null;
  const tooLong = reason.length > LIMITS.cancelReasonMax;

  return (
    <Dialog open={open} onOpenChange={(v) => !mutation.isPending && setOpen(v)}>
      <DialogContent closeLabel={t("cancel.keep")}>
        <DialogHeader>
          <DialogTitle>{t("cancel.title")}</DialogTitle>
          <DialogDescription>{t("cancel.body", { amount })}</DialogDescription>
        </DialogHeader>
        <ReasonField
          label={t("cancel.reason")}
          value={reason}
          onChange={setReason}
          error={failure?.fieldErrors.reason?.[0]}
        />
        {failure && !failure.fieldErrors.reason ? (
          <Alert variant="error">
            {failure.code === "validation"
              ? t("cancel.refused", { message: failure.message })
              : failure.message}
          </Alert>
        ) : null}
        {mutation.isError ? <Alert variant="error">{t("errors.upstreamAmbiguous")}</Alert> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={mutation.isPending}>
            {t("cancel.keep")}
          </Button>
          <Button
            variant="destructive"
            onClick={() => mutation.mutate()}
            disabled={mutation.isPending || tooLong}
            aria-busy={mutation.isPending}
          >
            {t("cancel.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
