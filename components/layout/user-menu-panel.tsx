"use client";

import { useTransition } from "react";

import Link from "next/link";

import { LogOut, UserRound } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";

import { setLocaleAction } from "@/lib/actions/locale";
import type { Role } from "@/lib/auth/policy";

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { Locale } from "@/i18n/locales";

import { signOut } from "./sign-out";
import { USER_MENU_TRIGGER_CLASS, UserMenuFace } from "./user-menu-face";

/** The Radix user menu, loaded on first use by ./user-menu (rendered open then). */
export function UserMenuPanel({
  name,
  email,
  role,
  locales,
  defaultOpen,
}: {
  name: string;
  email: string;
  role: Role;
  locales: readonly Locale[];
  defaultOpen?: boolean;
}) {
  const t = useTranslations("shell");
  const locale = useLocale();
  const [pending, startTransition] = useTransition();

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={USER_MENU_TRIGGER_CLASS}>
        <UserMenuFace name={name} roleLabel={t(`user.role.${role}`)} menuLabel={t("user.menu")} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <div className="px-2.5 py-2">
          <p className="text-xs text-zinc-600">{t("user.signedInAs")}</p>
          <p className="truncate text-sm font-medium text-zinc-900">{name}</p>
          <p className="truncate text-xs text-zinc-600">{email}</p>
          <p className="mt-1 text-xs font-medium text-brand-800">{t(`user.role.${role}`)}</p>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{t("user.language")}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={locale}
          aria-label={t("user.language")}
          onValueChange={(l) => startTransition(() => setLocaleAction(l))}
        >
          {locales.map((l) => (
            <DropdownMenuRadioItem key={l} value={l} lang={l} disabled={pending}>
              {t(`languages.${l}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/account">
            <UserRound aria-hidden className="text-zinc-500" />
            {t("user.account")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden className="text-zinc-500" />
          {t("user.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
