import { TicketPercent } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";

import { couponsList, type CouponsListState } from "@/lib/coupons/list-params";
import { couponComparators } from "@/lib/coupons/sort";
import type { CouponWithUsage } from "@/lib/coupons/usage";
import { formatBRL, formatMoney, formatNumber } from "@/lib/money";
import { sortRows } from "@/lib/url-state/sort";

import { DataTableEmpty } from "@/components/data-table/empty-state";

import { CouponsDataTable, type CouponRow } from "./coupons-data-table";

/**
 * The coupons with their uses (of the limit) and revenue from paid orders, sorted on the server as the URL
 * asks (lib/coupons/list-params); write controls only for writers.
 */
export async function CouponsTable({
  eventId,
  coupons,
  state,
  canWrite,
}: {
  eventId: string;
  coupons: CouponWithUsage[];
  state: CouponsListState;
  canWrite: boolean;
}) {
  const [t, locale] = await Promise.all([getTranslations("coupons"), getLocale()]);
  const discount = (c: CouponWithUsage) =>
    c.discount_type === "percent"
      ? `${formatNumber(Number(c.discount_value), locale, 2)}%`
      : formatMoney(c.discount_value, locale);
  const sorted = state.sort ? sortRows(coupons, couponComparators(locale)[state.sort], state.dir) : coupons;
  const rows: CouponRow[] = sorted.map((c) => ({
    id: c.id,
    code: c.code,
    name: c.name,
    discount: discount(c),
    active: c.active,
    uses:
      c.usage_limit === null
        ? t("table.unlimited", { uses: c.uses })
        : t("table.usesOf", { uses: c.uses, limit: c.usage_limit }),
    revenue: formatBRL(c.revenueCents, locale),
    editHref: `/events/${eventId}/coupons/${c.id}/edit`,
  }));
  return (
    <CouponsDataTable
      eventId={eventId}
      rows={rows}
      list={{ spec: couponsList.spec, state, total: rows.length }}
      empty={<DataTableEmpty icon={TicketPercent} title={t("empty.title")} description={t("empty.body")} />}
      canWrite={canWrite}
    />
  );
}
