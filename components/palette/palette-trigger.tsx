"use client";

import { type ComponentType, useCallback, useEffect, useRef, useState } from "react";

import { Search } from "lucide-react";
import { useTranslations } from "next-intl";

import type { Role } from "@/lib/auth/policy";

import type { PaletteDialogProps } from "./palette-dialog";

// cmdk, the dialog and react-query arrive on first use (a click, ⌘K / Ctrl+K), never with the page.
const loadDialog = () => import("./palette-dialog").then((m) => m.PaletteDialog);

/**
 * The header's search button (an icon on phones) and the ⌘K / Ctrl+K shortcut. Focus goes back to
 * wherever it was when the palette opened.
 */
export function PaletteTrigger({ role, userKey }: { role: Role; userKey: string }) {
  const t = useTranslations("palette");
  const [Dialog, setDialog] = useState<ComponentType<PaletteDialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);

  const openPalette = useCallback(() => {
    if (!returnTo.current || !open) returnTo.current = document.activeElement as HTMLElement | null;
    void loadDialog().then((part) => {
      setDialog(() => part);
      setOpen(true);
    });
  }, [open]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        openPalette();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [openPalette]);

  return (
    <>
      <button
        type="button"
        onClick={openPalette}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        aria-keyshortcuts="Meta+K Control+K"
        className="inline-flex h-9 items-center gap-2 rounded-md border border-zinc-300 bg-white px-2.5 text-sm text-zinc-700 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-3"
      >
        <Search aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">{t("button")}</span>
        <kbd
          aria-hidden
          className="hidden rounded border border-zinc-300 px-1 text-xs text-zinc-600 md:inline"
        >
          {t("shortcut")}
        </kbd>
      </button>
      {Dialog ? (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          role={role}
          userKey={userKey}
          onClosed={() => {
            returnTo.current?.focus();
            returnTo.current = null;
          }}
        />
      ) : null}
    </>
  );
}
