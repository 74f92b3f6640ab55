import "server-only";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import type { RenderContext } from "./render";
import type { SettlementT } from "./sections";

/** The `settlement` namespace in the request's language and the display zone (pages and route handlers). */
export async function settlementContext(): Promise<RenderContext> {
  const [t, locale, timeZone] = await Promise.all([
    getTranslations("settlement"),
    getLocale(),
    getTimeZone(),
  ]);
  return { t: t as unknown as SettlementT, locale, timeZone };
}
