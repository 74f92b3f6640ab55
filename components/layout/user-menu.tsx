"use client";

import { useTranslations } from "next-intl";

import type { Role } from "@/lib/auth/policy";

import { useOnDemand } from "@/components/ui/use-on-demand";
import type { Locale } from "@/i18n/locales";

import { USER_MENU_TRIGGER_CLASS, UserMenuFace } from "./user-menu-face";

const loadPanel = () => import("./user-menu-panel").then((m) => m.UserMenuPanel);

/** `locales` comes from the server. The Radix menu loads on first use (see useOnDemand). */
export function UserMenu(props: { name: string; email: string; role: Role; locales: readonly Locale[] }) {
  const t = useTranslations("shell");
  const { Loaded, triggerProps } = useOnDemand(loadPanel);
  if (Loaded) return <Loaded {...props} defaultOpen />;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={USER_MENU_TRIGGER_CLASS}
      {...triggerProps}
    >
      <UserMenuFace name={props.name} roleLabel={t(`user.role.${props.role}`)} menuLabel={t("user.menu")} />
    </button>
  );
}
