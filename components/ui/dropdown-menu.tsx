"use client";

import { useEffect, useId, useRef, useState, type ReactNode } from "react";

import { cn } from "@/lib/utils";

/**
 * A disclosure popover (button + panel) for small menus of links, buttons and toggles. Escape and
 * a click outside close it; focus returns to the trigger on Escape.
 */
export function DropdownMenu({
  trigger,
  triggerLabel,
  children,
  align = "end",
  className,
}: {
  trigger: ReactNode;
  /** Only when the trigger has no visible text. */
  triggerLabel?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  align?: "start" | "end";
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-zinc-800 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {trigger}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={cn(
          "absolute z-40 mt-2 w-64 rounded-lg border border-zinc-200 bg-white p-1 shadow-lg",
          align === "end" ? "right-0" : "left-0",
          className,
        )}
      >
        {typeof children === "function" ? children(close) : children}
      </div>
    </div>
  );
}

export function DropdownSeparator() {
  return <div role="separator" className="my-1 h-px bg-zinc-200" />;
}

export function dropdownItemClass(active = false) {
  return cn(
    "flex w-full items-center gap-2 rounded-md px-2.5 py-2 text-left text-sm text-zinc-800 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600",
    active && "font-medium text-zinc-950",
  );
}
