"use client";

import { useRouter } from "next/navigation";

import { useMutation } from "@tanstack/react-query";

import type { ActionResult } from "@/lib/actions/result";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import type { DialogControl } from "@/components/ui/on-demand-dialog-button";
import { toast } from "@/components/ui/toaster";

import { withStepUp } from "@/components/step-up/step-up";

export type ConfirmProps = {
  title: string;
  description: string;
  confirm: string;
  cancel: string;
  done: string;
  run: () => Promise<ActionResult<unknown>>;
  destructive?: boolean;
};

/** ./confirm-button's dialog, loaded on first use: the action through useMutation → toast, refresh. */
export function ConfirmDialog({
  title,
  description,
  confirm,
  cancel,
  done,
  run,
  destructive = false,
  open,
  setOpen,
}: ConfirmProps & DialogControl) {
  const router = useRouter();
  const mutation = useMutation({
    // Webhook and team writes step up: a stale proof asks for one, then runs again.
    mutationFn: () => withStepUp(run),
    onSuccess: (result) => {
      setOpen(false);
      if (result.ok) {
        toast.success(done);
        router.refresh();
      } else toast.error(result.message);
    },
  });
  return (
    <AlertDialog open={open} onOpenChange={(v) => !mutation.isPending && setOpen(v)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={mutation.isPending}>{cancel}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? "destructive" : "default"}
            disabled={mutation.isPending}
            onClick={(event) => {
              event.preventDefault();
              mutation.mutate();
            }}
          >
            {confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
