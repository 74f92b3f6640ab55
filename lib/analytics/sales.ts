import "server-only";

import { getLocale } from "next-intl/server";

import { env } from "@/lib/env";

import { readPaidSales } from "./cache";
import { rangeBounds, type SalesQuery } from "./range";
import { buildSeries, type SalesSeries } from "./series";

/** Sales over time of one event (by UUID, already checked against the user's scope), in DISPLAY_TZ. */
export async function getSalesSeries(
  eventId: string,
  query: SalesQuery,
  nowMs = Date.now(),
): Promise<SalesSeries> {
  const timeZone = env().DISPLAY_TZ;
  const [{ sales, partial }, locale] = await Promise.all([readPaidSales(eventId), getLocale()]);
  const series = buildSeries(sales, {
    unit: query.unit,
    timeZone,
    locale,
    ...rangeBounds(query.range, nowMs, timeZone),
  });
  return { ...series, partial };
}
