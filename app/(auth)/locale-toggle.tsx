"use client";

import { useTransition } from "react";

import { useLocale, useTranslations } from "next-intl";

import { setLocaleAction } from "@/lib/actions/locale";
import { cn } from "@/lib/utils";

const OPTIONS = [
  { locale: "pt-BR", label: "Português", short: "PT" },
  { locale: "en", label: "English", short: "EN" },
] as const;

/** The choice lives in the `palco-locale` cookie, which i18n/request.ts reads on every render. */
export function LocaleToggle() {
  const t = useTranslations("auth");
  const current = useLocale();
  const [pending, startTransition] = useTransition();

  function choose(locale: string) {
    startTransition(() => setLocaleAction(locale));
  }

  return (
    <div
      role="group"
      aria-label={t("language")}
      className="inline-flex rounded-md border border-zinc-300 bg-white p-0.5 text-xs"
    >
      {OPTIONS.map((o) => (
        <button
          key={o.locale}
          type="button"
          lang={o.locale}
          aria-pressed={current === o.locale}
          disabled={pending}
          onClick={() => choose(o.locale)}
          className={cn(
            "rounded px-2.5 py-1 font-medium text-zinc-700 transition-colors hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600",
            current === o.locale && "bg-brand-700 text-white hover:bg-brand-700",
          )}
        >
          <span aria-hidden>{o.short}</span>
          <span className="sr-only">{o.label}</span>
        </button>
      ))}
    </div>
  );
}
