"use client";

import { ChevronDown, LogOut } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";

import { setLocaleAction } from "@/lib/actions/locale";
import type { Locale } from "@/i18n/locales";
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

import { signOut } from "./sign-out";

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");
}

/** `locales` comes from the server: i18n/locales reads message files with node:fs. */
export function UserMenu({
  name,
  email,
  role,
  locales,
}: {
  name: string;
  email: string;
  role: Role;
  locales: readonly Locale[];
}) {
  const t = useTranslations("shell");
  const locale = useLocale();
  const [pending, startTransition] = useTransition();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-zinc-800 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        <span
          aria-hidden
          className="flex size-7 items-center justify-center rounded-full bg-zinc-900 text-xs font-semibold text-white"
        >
          {initials(name)}
        </span>
        <span className="hidden text-left leading-tight sm:block">
          <span className="block text-sm font-medium text-zinc-900">{name}</span>
          <span className="block text-xs text-zinc-600">{t(`user.role.${role}`)}</span>
        </span>
        <span className="sr-only sm:hidden">
          {t("user.menu")}: {name}, {t(`user.role.${role}`)}
        </span>
        <ChevronDown aria-hidden className="size-4 text-zinc-500" />
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
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden className="text-zinc-500" />
          {t("user.signOut")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
