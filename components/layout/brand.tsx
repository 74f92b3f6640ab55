import Link from "next/link";

import { useTranslations } from "next-intl";

/**
 * The logo link. Its accessible name comes from its content (no aria-label) and starts with the visible
 * "Palco", so voice control ("click Palco") works and axe's label-content-name-mismatch stays quiet.
 */
export function Brand() {
  const t = useTranslations("shell");
  return (
    <Link
      href="/"
      className="flex items-center gap-2 rounded-md font-semibold tracking-tight text-zinc-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span
        aria-hidden
        className="flex size-7 items-center justify-center rounded-md bg-brand-700 text-sm font-bold text-white"
      >
        P
      </span>
      <span aria-hidden className="text-base">
        Palco
      </span>
      <span className="sr-only">{t("brandHome")}</span>
    </Link>
  );
}
