import type { ReactNode } from "react";

import { getTranslations } from "next-intl/server";

import { ClientMessages } from "@/components/i18n/client-messages";

import { LocaleToggle } from "./locale-toggle";

export default async function AuthLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("auth");
  // The sign-in texts, which no signed-in page needs (only the step-up dialog's part is in every page's).
  return (
    <ClientMessages namespaces={["auth", "sign-in"]}>
      <div className="grid min-h-dvh md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <aside className="relative hidden flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 p-10 text-white md:flex">
          <p className="text-2xl font-semibold tracking-tight">Palco</p>
          <p className="max-w-sm text-lg leading-relaxed text-brand-50">{t("brandTagline")}</p>
          <div
            aria-hidden
            className="pointer-events-none absolute -right-24 -bottom-24 size-80 rounded-full bg-white/10"
          />
        </aside>
        <div className="flex flex-col">
          <div className="flex items-center justify-between p-4 md:justify-end">
            <p className="text-xl font-semibold tracking-tight text-brand-800 md:hidden">Palco</p>
            <LocaleToggle />
          </div>
          <main className="flex flex-1 items-center justify-center px-4 pb-16">{children}</main>
        </div>
      </div>
    </ClientMessages>
  );
}
