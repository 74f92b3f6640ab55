"use client";

import { useId, useState } from "react";

import { useRouter } from "next/navigation";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { changeEventStatusAction } from "@/lib/actions/events/status";
import type { EventStatus } from "@/lib/contract";

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
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/toaster";

export type StatusChangeProps = {
  eventId: string;
  eventName: string;
  status: EventStatus;
  /** EVENT_STATUSES, passed by the server so the contract (and zod) stays out of the browser bundle. */
  statuses: readonly EventStatus[];
};

/**
 * The confirmation dialog of ./status-change, loaded on first use; mounted afresh for each opening
 * (a new `key`), so the choice and the last result start over. PATCH via the action → toast and refresh.
 */
export function StatusChangeDialog({
  eventId,
  eventName,
  status,
  statuses,
  open,
  setOpen,
}: StatusChangeProps & { open: boolean; setOpen: (open: boolean) => void }) {
  // Parts of "events", not all of it: every tab of the event sends what the header's dialogs read.
  const t = useTranslations("events.statusDialog");
  const tStatus = useTranslations("events.status");
  const tError = useTranslations("events.errors");
  const router = useRouter();
  const selectId = useId();
  const [next, setNext] = useState<EventStatus>(status === "draft" ? "live" : status);

  const mutation = useMutation({
    mutationFn: (value: EventStatus) => changeEventStatusAction(eventId, value),
    onSuccess: (result) => {
      if (!result.ok) return;
      toast.success(t("success", { status: tStatus(result.data.status) }));
      setOpen(false);
      router.refresh();
    },
  });
  const failure = mutation.data && !mutation.data.ok ? mutation.data : null;

  return (
    <Dialog open={open} onOpenChange={(v) => !mutation.isPending && setOpen(v)}>
      <DialogContent closeLabel={t("close")}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>
            {t("description", {
              name: eventName,
              current: tStatus(status).toLowerCase(),
            })}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={selectId}>{t("label")}</Label>
          <Select value={next} onValueChange={(v) => setNext(v as EventStatus)}>
            <SelectTrigger id={selectId}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {statuses.map((s) => (
                <SelectItem key={s} value={s}>
                  {tStatus(s)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {next === "cancelled" && status !== "cancelled" ? (
          <Alert variant="warning" role="note">
            {t("warnCancelled")}
          </Alert>
        ) : null}
        {next === "live" && status !== "live" ? (
          <Alert variant="info" role="note">
            {t("warnLive")}
          </Alert>
        ) : null}
        {failure ? <Alert variant="error">{failure.message}</Alert> : null}
        {mutation.isError ? <Alert variant="error">{tError("upstream")}</Alert> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={mutation.isPending}>
            {t("cancel")}
          </Button>
          <Button
            variant={next === "cancelled" ? "destructive" : "default"}
            onClick={() => mutation.mutate(next)}
            disabled={mutation.isPending || next === status}
            aria-busy={mutation.isPending}
          >
            {t("confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
