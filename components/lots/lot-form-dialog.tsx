"use client";

import { useActionState, useRef } from "react";

import { useRouter } from "next/navigation";

import { useTranslations } from "next-intl";

import { createLotAction } from "@/lib/actions/lots/create";
import { updateLotAction } from "@/lib/actions/lots/update";
import type { ActionResult } from "@/lib/actions/result";
import type { LotFormValues } from "@/lib/lots/form";

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
import { toast } from "@/components/ui/toaster";
import { focusFirstInvalid, useActionOutcome } from "@/components/ui/use-action-outcome";

import { LotFormFields } from "./lot-form-fields";

type State = ActionResult<{ id: string; name: string }, LotFormValues> | null;

export type LotFormTarget = { mode: "create" } | { mode: "edit"; productId: string; sold: number };

/**
 * Create or edit a lot: native <form action> + useActionState inside a dialog. A refusal (ours or the
 * API's 422) keeps every typed value and puts each reason beside its field; success closes and refreshes.
 */
export function LotFormDialog({
  eventId,
  target,
  initial,
  timeZoneName,
  onClose,
}: {
  eventId: string;
  target: LotFormTarget;
  initial: LotFormValues;
  timeZoneName: string;
  onClose: () => void;
}) {
  const t = useTranslations("lots.form");
  const router = useRouter();
  const action =
    target.mode === "create"
      ? createLotAction.bind(null, eventId)
      : updateLotAction.bind(null, eventId, target.productId);
  const [state, formAction, pending] = useActionState<State, FormData>(action, null);
  const formRef = useRef<HTMLFormElement>(null);
  const failure = state && !state.ok ? state : null;

  useActionOutcome(state, (result) => {
    if (result?.ok) {
      toast.success(t(target.mode === "create" ? "created" : "saved", { name: result.data.name }));
      onClose();
      router.refresh();
    } else if (result) focusFirstInvalid(formRef.current);
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent closeLabel={t("close")} className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t(target.mode === "create" ? "createTitle" : "editTitle")}</DialogTitle>
          <DialogDescription>{t("description", { zone: timeZoneName })}</DialogDescription>
        </DialogHeader>
        <form ref={formRef} action={formAction} noValidate className="grid gap-4">
          <div aria-live="polite" className="empty:hidden">
            {failure ? <Alert variant="error">{failure.message}</Alert> : null}
          </div>
          <LotFormFields
            values={failure?.values ?? initial}
            errors={failure?.fieldErrors ?? {}}
            sold={target.mode === "edit" ? target.sold : null}
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={pending}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={pending} aria-busy={pending}>
              {t(target.mode === "create" ? "create" : "save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
