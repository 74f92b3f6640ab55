"use client";

import { Menu, X } from "lucide-react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

import type { Role } from "@/lib/auth/roles";

import { NavItems } from "./nav-items";

/** Below lg: a menu button that opens the navigation as a modal drawer (native <dialog>). */
export function MobileNav({ role }: { role: Role }) {
  const t = useTranslations("shell");
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);

  // Navigating closes the drawer, also on back/forward (state adjusted during render, not in an effect).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="-ml-1 rounded-md p-2 text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Menu aria-hidden className="size-5" />
        <span className="sr-only">{t("openMenu")}</span>
      </button>
      <dialog
        ref={ref}
        aria-label={t("nav.label")}
        onClose={() => setOpen(false)}
        onClick={(e) => e.target === e.currentTarget && setOpen(false)}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] border-r border-zinc-200 bg-white p-0 shadow-xl backdrop:bg-zinc-950/40"
      >
        <div className="flex h-14 items-center justify-between px-4">
          <span className="font-semibold text-zinc-950">Palco</span>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="rounded-md p-2 text-zinc-600 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X aria-hidden className="size-5" />
            <span className="sr-only">{t("closeMenu")}</span>
          </button>
        </div>
        <nav aria-label={t("nav.label")} className="px-3 py-2">
          <NavItems role={role} onNavigate={() => setOpen(false)} />
        </nav>
      </dialog>
    </div>
  );
}
