"use client";

import { useState } from "react";

import { usePathname } from "next/navigation";

import { Menu } from "lucide-react";
import { useTranslations } from "next-intl";

import type { Role } from "@/lib/auth/policy";

import { useOnDemand } from "@/components/ui/use-on-demand";

import { MOBILE_NAV_TRIGGER_CLASS } from "./mobile-nav-shared";

const loadDrawer = () => import("./mobile-nav-drawer").then((m) => m.MobileNavDrawer);

/**
 * Below lg: a menu button that opens the navigation as a modal drawer. The Radix dialog loads on first
 * use (see useOnDemand).
 */
export function MobileNav({ role }: { role: Role }) {
  const t = useTranslations("shell");
  const { Loaded, triggerProps } = useOnDemand(loadDrawer);
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
      {Loaded ? (
        <Loaded role={role} open={open} onOpenChange={setOpen} />
      ) : (
        <button
          type="button"
          aria-haspopup="dialog"
          className={MOBILE_NAV_TRIGGER_CLASS}
          {...triggerProps}
          onClick={() => {
            setOpen(true);
            triggerProps.onClick();
          }}
        >
          <Menu aria-hidden className="size-5" />
          <span className="sr-only">{t("openMenu")}</span>
        </button>
      )}
    </div>
  );
}
