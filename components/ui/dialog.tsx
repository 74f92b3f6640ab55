"use client";

import type { ComponentProps } from "react";

import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";

import { cn } from "@/lib/utils";

import { useHydrated } from "./use-hydrated";
import { useReturnFocus } from "./use-return-focus";

/**
 * Modal dialog parts on Radix: focus is trapped inside and returns to the control that opened it on close
 * (`useReturnFocus`); Escape and a click on the overlay close it.
 * Compose: Dialog > DialogContent > DialogHeader(Title, Description) …
 */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

/** Disabled until the page is hydrated: Radix opens the dialog from a handler the server's HTML lacks. */
export function DialogTrigger({ disabled, ...props }: ComponentProps<typeof DialogPrimitive.Trigger>) {
  const hydrated = useHydrated();
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" disabled={disabled || !hydrated} {...props} />;
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn("fixed inset-0 z-50 bg-zinc-950/40", className)}
      {...props}
    />
  );
}

export const dialogContentClass =
  "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-zinc-200 bg-white p-6 text-zinc-900 shadow-xl focus:outline-none";

export function DialogContent({
  className,
  children,
  closeLabel,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  /** Accessible name of the corner close button; without it there is no corner button. */
  closeLabel?: string;
}) {
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentClass, className)}
        onCloseAutoFocus={returnFocus}
        {...props}
      >
        {children}
        {closeLabel ? (
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-md p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand-600">
            <X aria-hidden className="size-4" />
            <span className="sr-only">{closeLabel}</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("grid gap-1.5 pr-8", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-lg font-semibold", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-sm text-zinc-600", className)}
      {...props}
    />
  );
}
