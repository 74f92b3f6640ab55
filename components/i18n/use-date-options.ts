import { useLocale, useTimeZone } from "next-intl";

/**
 * What `lib/dates` needs in a component: the display zone (DISPLAY_TZ, which i18n/request.ts hands to
 * next-intl and every provider passes down) and the user's locale. No fallback zone: a missing one is
 * a wiring bug, and guessing would show São Paulo time to a Manaus install.
 */
export function useDateOptions(): { timeZone: string; locale: string } {
  const timeZone = useTimeZone();
  const locale = useLocale();
  if (!timeZone)
    throw new Error("No display time zone: render under ClientMessages (i18n/request.ts sets it)");
  return { timeZone, locale };
}
