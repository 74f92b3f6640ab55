"use client";

import { useEffect, useState } from "react";

type Sonner = typeof import("sonner");

type Kind = "success" | "error";
type Queued = { kind: Kind; message: string };

const queue: Queued[] = [];
let show: ((toast: Queued) => void) | undefined;
let wake: (() => void) | undefined;

function enqueue(kind: Kind, message: string): void {
  if (show) return show({ kind, message });
  queue.push({ kind, message });
  wake?.();
}

/**
 * The app's toasts (import this, not sonner): sonner downloads with the first toast, so pages that
 * never toast never load it.
 */
export const toast = {
  success: (message: string) => enqueue("success", message),
  error: (message: string) => enqueue("error", message),
};

function Drain({ sonner }: { sonner: Sonner }) {
  // Runs after sonner's Toaster (an earlier sibling) has subscribed, so queued toasts are not lost.
  useEffect(() => {
    show = ({ kind, message }) => void sonner.toast[kind](message);
    for (const queued of queue.splice(0)) show(queued);
    return () => {
      show = undefined;
    };
  }, [sonner]);
  return null;
}

/**
 * One toast region for the app. Plain (not richColors) toasts: sonner's tinted success colors fall
 * below 4.5:1 contrast for small text.
 */
export function Toaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    const load = () => void import("sonner").then((mod) => setSonner(mod));
    if (queue.length) load();
    else wake = load;
    return () => {
      wake = undefined;
    };
  }, []);

  if (!sonner) return null;
  return (
    <>
      <sonner.Toaster
        position="top-right"
        closeButton
        toastOptions={{
          duration: 5000,
          classNames: { toast: "!border-zinc-200 !text-zinc-900", description: "!text-zinc-700" },
        }}
      />
      <Drain sonner={sonner} />
    </>
  );
}
