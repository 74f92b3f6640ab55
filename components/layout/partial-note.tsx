import { getLocale, getTranslations } from "next-intl/server";

import { env } from "@/lib/env";
import { formatNumber } from "@/lib/money";

import { Alert } from "@/components/ui/alert";

/**
 * Says a figure is partial: the "read every page" loop behind it stopped at its ceiling
 * (PARTNER_LIST_MAX_ITEMS, or the figure's own) with more items to read.
 */
export async function PartialNote({ ceiling = env().PARTNER_LIST_MAX_ITEMS }: { ceiling?: number }) {
  const [t, locale] = await Promise.all([getTranslations("common"), getLocale()]);
  return (
    <Alert variant="warning" role="note" data-partial="" className="grid gap-1">
      <strong className="font-medium">{t("partialTitle")}</strong>
      <span>{t("partialBody", { count: formatNumber(ceiling, locale) })}</span>
    </Alert>
  );
}
