"use client";

import { Toaster as Sonner } from "sonner";

/** One toast region for the app; toasts announce politely to screen readers. */
export function Toaster() {
  return <Sonner position="top-right" richColors closeButton toastOptions={{ duration: 5000 }} />;
}
