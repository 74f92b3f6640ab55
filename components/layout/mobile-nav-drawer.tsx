"use client";

import { Menu } from "lucide-react";
import { useTranslations } from "next-intl";

import type { Role } from "@/lib/auth/policy";

import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

import { MOBILE_NAV_TRIGGER_CLASS } from "./mobile-nav-shared";
import { NavItems } from "./nav-items";

/** The Radix drawer of ./mobile-nav, loaded on first use; ./mobile-nav owns its open state. */
export function MobileNavDrawer({
  role,
  open,
  onOpenChange,
}: {
  role: Role;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations("shell");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger className={MOBILE_NAV_TRIGGER_CLASS}>
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
          <NavItems role={role} onNavigate={() => onOpenChange(false)} />
        </nav>
      </DialogContent>
    </Dialog>
  );
}
