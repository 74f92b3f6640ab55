"use client";

import { Check, ChevronDown, LogOut } from "lucide-react";
import { signOut } from "next-auth/react";
import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";

import { setLocaleAction } from "@/lib/actions/locale";
import type { Role } from "@/lib/auth/roles";

import { DropdownMenu, DropdownSeparator, dropdownItemClass } from "@/components/ui/dropdown-menu";

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
  locales: readonly string[];
}) {
  const t = useTranslations("shell");
  const locale = useLocale();
  const [pending, startTransition] = useTransition();

  return (
    <DropdownMenu
      trigger={
        <>
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
        </>
      }
    >
      {(close) => (
        <>
          <div className="px-2.5 py-2">
            <p className="text-xs text-zinc-600">{t("user.signedInAs")}</p>
            <p className="truncate text-sm font-medium text-zinc-900">{name}</p>
            <p className="truncate text-xs text-zinc-600">{email}</p>
            <p className="mt-1 text-xs font-medium text-brand-800">{t(`user.role.${role}`)}</p>
          </div>
          <DropdownSeparator />
          <div role="group" aria-label={t("user.language")}>
            <p className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-zinc-600">{t("user.language")}</p>
            {locales.map((l) => (
              <button
                key={l}
                type="button"
                lang={l}
                aria-pressed={l === locale}
                disabled={pending}
                onClick={() => {
                  close();
                  startTransition(() => setLocaleAction(l));
                }}
                className={dropdownItemClass(l === locale)}
              >
                <Check aria-hidden className={l === locale ? "size-4 text-brand-700" : "size-4 opacity-0"} />
                {t(`languages.${l}`)}
              </button>
            ))}
          </div>
          <DropdownSeparator />
          <button
            type="button"
            onClick={() => signOut({ callbackUrl: "/login" })}
            className={dropdownItemClass()}
          >
            <LogOut aria-hidden className="size-4 text-zinc-500" />
            {t("user.signOut")}
          </button>
        </>
      )}
    </DropdownMenu>
  );
}
