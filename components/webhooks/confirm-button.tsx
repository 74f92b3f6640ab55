"use client";

import { useState, useTransition, type ReactNode } from "react";

import { useRouter } from "next/navigation";

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
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, type ButtonProps } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";

/**
 * A button that asks first (alert dialog), then runs a server action: toast with its outcome and a
 * refresh of the server page. Every webhook write goes through one of these.
 */
export function ConfirmButton({
  label,
  title,
  description,
  confirm,
  cancel,
  done,
  run,
  variant = "outline",
  destructive = false,
}: {
  label: ReactNode;
  title: string;
  description: string;
  confirm: string;
  cancel: string;
  done: string;
  run: () => Promise<ActionResult<unknown>>;
  variant?: ButtonProps["variant"];
  destructive?: boolean;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, start] = useTransition();
  const onConfirm = (event: React.MouseEvent) => {
    event.preventDefault();
    start(async () => {
      const result = await run();
      setOpen(false);
      if (result.ok) {
        toast.success(done);
        router.refresh();
      } else toast.error(result.message);
    });
  };
  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant={variant} size="sm" disabled={pending}>
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancel}</AlertDialogCancel>
          <AlertDialogAction
            variant={destructive ? "destructive" : "default"}
            disabled={pending}
            onClick={onConfirm}
          >
            {confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
