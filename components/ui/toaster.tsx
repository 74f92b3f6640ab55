"use client";

import { useEffect, useState } from "react";

type Sonner = typeof import("sonner");

import Link from "next/link";

type Kind = "success" | "error";
/** A link under the message (e.g. the order a live toast announces). */
type ToastLink = { href: string; label: string };
type Queued = { kind: Kind; message: string; link?: ToastLink };

const queue: Queued[] = [];
let show: ((toast: Queued) => void) | undefined;
let wake: (() => void) | undefined;

function enqueue(kind: Kind, message: string, link?: ToastLink): void {
  if (show) return show({ kind, message, link });
  queue.push({ kind, message, link });
  wake?.();
}

/**
 * The app's toasts (import this, not sonner): sonner downloads with the first toast, so pages that
 * never toast never load it.
 */
export const toast = {
  success: (message: string, link?: ToastLink) => enqueue("success", message, link),
  error: (message: string, link?: ToastLink) => enqueue("error", message, link),
};

function Drain({ sonner }: { sonner: Sonner }) {
  // Runs after sonner's Toaster (an earlier sibling) has subscribed, so queued toasts are not lost.
  useEffect(() => {
    show = ({ kind, message, link }) =>
      void sonner.toast[kind](message, {
        description: link ? (
          <Link href={link.href} className="font-medium text-brand-700 underline underline-offset-2">
            {link.label}
          </Link>
        ) : undefined,
      });
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
