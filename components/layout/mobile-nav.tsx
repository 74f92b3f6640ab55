"use client";

import { Menu } from "lucide-react";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";

import type { Role } from "@/lib/auth/policy";

import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

import { NavItems } from "./nav-items";

/** Below lg: a menu button that opens the navigation as a modal drawer. */
export function MobileNav({ role }: { role: Role }) {
  const t = useTranslations("shell");
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

  // Navigating closes the drawer, also on back/forward (state adjusted during render, not in an effect).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  return (
    <div className="lg:hidden">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger className="-ml-1 rounded-md p-2 text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600">
          <Menu aria-hidden className="size-5" />
          <span className="sr-only">{t("openMenu")}</span>
        </DialogTrigger>
        <DialogContent
          closeLabel={t("closeMenu")}
          aria-describedby={undefined}
          className="top-0 left-0 block h-dvh max-h-none w-72 max-w-[85vw] translate-x-0 translate-y-0 rounded-none border-y-0 border-l-0 p-0"
        >
          <div className="flex h-14 items-center px-4">
            <DialogTitle className="text-base">Palco</DialogTitle>
          </div>
          <nav aria-label={t("nav.label")} className="px-3 py-2">
            <NavItems role={role} onNavigate={() => setOpen(false)} />
          </nav>
        </DialogContent>
      </Dialog>
    </div>
  );
}
