"use client";

import { useRef, type ReactNode } from "react";

import Link from "next/link";

import type { ActionFailure } from "@/lib/actions/result";

import { Alert } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { focusFirstInvalid, useActionOutcome } from "@/components/ui/use-action-outcome";

/**
 * The frame of the coupon forms (native <form action> + useActionState): the announced status line, focus
 * on the first field in error after a refused submit, and Cancel + submit.
 */
export function FormShell({
  id,
  state,
  action,
  pending,
  cancelHref,
  cancelLabel,
  submitLabel,
  children,
}: {
  id: string;
  state: ActionFailure | null;
  action: (form: FormData) => void;
  pending: boolean;
  cancelHref: string;
  cancelLabel: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useActionOutcome(state, () => focusFirstInvalid(formRef.current));

  return (
    <form ref={formRef} action={action} noValidate className="grid gap-6" aria-describedby={`${id}-status`}>
      {/* Always in the DOM so the message is announced; collapses (gap included) while empty. */}
      <div id={`${id}-status`} aria-live="polite" className="empty:-mb-6">
        {state ? <Alert variant="error">{state.message}</Alert> : null}
      </div>
      <div className="grid max-w-2xl gap-5 rounded-lg border border-zinc-200 bg-white p-6 shadow-sm">
        {children}
      </div>
      <div className="flex max-w-2xl flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link href={cancelHref} className={buttonVariants({ variant: "ghost" })}>
          {cancelLabel}
        </Link>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
