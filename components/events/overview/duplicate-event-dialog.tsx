"use client";

import { useActionState, useState } from "react";

import { useRouter } from "next/navigation";

import { useTranslations } from "next-intl";

import { duplicateEventAction } from "@/lib/actions/events/duplicate";
import { formatDateTime } from "@/lib/dates";

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
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";
import { useActionOutcome } from "@/components/ui/use-action-outcome";

import { useDateOptions } from "@/components/i18n/use-date-options";

export type DuplicateEventProps = { eventId: string; eventName: string; startsAt: string };

const DAY_MS = 86_400_000;
const DEFAULT_OFFSET = "7";

/** The duplicate form: days to move the dates by, a live preview of the copy's start, then the job. */
export function DuplicateEventDialog({
  eventId,
  eventName,
  startsAt,
  open,
  setOpen,
}: DuplicateEventProps & { open: boolean; setOpen: (open: boolean) => void }) {
  const t = useTranslations("eventOverview.duplicate");
  const router = useRouter();
  const { timeZone, locale } = useDateOptions();
  const [state, formAction, pending] = useActionState(duplicateEventAction.bind(null, eventId), null);
  const failure = state && !state.ok ? state : null;
  const [offset, setOffset] = useState(failure?.values?.offsetDays ?? DEFAULT_OFFSET);
  const days = /^-?\d{1,4}$/.test(offset.trim()) ? Number(offset) : null;

  useActionOutcome(state, (result) => {
    if (!result.ok) return;
    toast.success(t("started"));
    setOpen(false);
    // The run's progress is on the Overview tab, wherever the dialog was opened.
    router.push(`/events/${eventId}`);
    router.refresh();
  });

  const errors = failure?.fieldErrors.offsetDays;
  return (
    <Dialog open={open} onOpenChange={(v) => !pending && setOpen(v)}>
      <DialogContent closeLabel={t("close")}>
        <form action={formAction} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("title")}</DialogTitle>
            <DialogDescription>{t("description", { name: eventName })}</DialogDescription>
          </DialogHeader>
          {failure && !errors ? (
            <Alert variant="error" role="alert">
              {failure.message}
            </Alert>
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor="duplicate-offset">{t("offset")}</Label>
            <Input
              id="duplicate-offset"
              name="offsetDays"
              inputMode="numeric"
              value={offset}
              onChange={(e) => setOffset(e.target.value)}
              aria-invalid={errors?.length ? true : undefined}
              aria-describedby="duplicate-offset-hint duplicate-offset-preview duplicate-offset-error"
            />
            <p id="duplicate-offset-hint" className="text-xs text-zinc-600">
              {t("offsetHint")}
            </p>
            <p id="duplicate-offset-preview" aria-live="polite" className="text-sm text-zinc-800">
              {days !== null
                ? t("preview", {
                    when: formatDateTime(new Date(Date.parse(startsAt) + days * DAY_MS).toISOString(), {
                      timeZone,
                      locale,
                    }),
                  })
                : null}
            </p>
            <FieldError id="duplicate-offset-error" messages={errors} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={pending}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={pending}>
              {t("submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
