"use client";

import { Toaster as Sonner } from "sonner";

/**
 * One toast region for the app. Plain (not richColors) toasts: sonner's tinted success colors fall
 * below 4.5:1 contrast for small text.
 */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      closeButton
      toastOptions={{
        duration: 5000,
        classNames: { toast: "!border-zinc-200 !text-zinc-900", description: "!text-zinc-700" },
      }}
    />
  );
}
