import { getLocale, getTranslations } from "next-intl/server";

import { sparklineOf } from "@/lib/analytics/overview";
import { formatBRL } from "@/lib/money";

import { LazySparkline } from "./lazy";

/** One event's daily gross as a sparkline; streamed into its table cell. */
export async function EventSparkline({ eventId, name }: { eventId: string; name: string }) {
  const [t, locale] = await Promise.all([getTranslations("analytics.overview"), getLocale()]);
  const points = await sparklineOf(eventId).catch(() => null);
  if (!points) return <span className="text-xs text-zinc-500">{t("unavailable")}</span>;
  if (points.length === 0) return <span className="text-xs text-zinc-500">{t("noSales")}</span>;
  const total = formatBRL(
    points.reduce((n, p) => n + p.cents, 0),
    locale,
  );
  return <LazySparkline points={points} label={t("trendLabel", { name, days: points.length, total })} />;
}
