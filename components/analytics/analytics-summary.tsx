import { getTimeZone } from "next-intl/server";

import { methodRows, toKpis } from "@/lib/analytics/kpis";
import { PAYMENT_METHODS } from "@/lib/contract/orders";
import { getDb } from "@/lib/db/client";
import { sumCents } from "@/lib/money";
import { getEventAnalytics } from "@/lib/partner/analytics";
import { verifiedPaidSince } from "@/lib/webhooks/inbox";

import { KpiCards } from "./kpi-cards";
import { PaymentMethods } from "./payment-methods";
import { ResaleStats } from "./resale-stats";

// GET /events/{event_id}/analytics: KPIs, payment methods and resale (hidden when the API says null).
// The API's figures lag (`cached_at`); what Palco's receiver verified since is shown beside them.
export async function AnalyticsSummary({ eventId }: { eventId: string }) {
  const [analytics, timeZone] = await Promise.all([getEventAnalytics(eventId), getTimeZone()]);
  const kpis = toKpis(analytics);
  return (
    <>
      <KpiCards kpis={kpis} timeZone={timeZone} sinceCache={await sinceCache(eventId, kpis.cachedAt)} />
      <PaymentMethods rows={methodRows(analytics, PAYMENT_METHODS)} />
      {analytics.resale ? <ResaleStats resale={analytics.resale} /> : null}
    </>
  );
}

async function sinceCache(eventId: string, cachedAt: string | null) {
  if (!cachedAt) return null;
  const orders = await verifiedPaidSince(await getDb(), eventId, new Date(cachedAt));
  if (orders.length === 0) return null;
  return { orders: orders.length, cents: sumCents(orders.map((o) => o.amount ?? "0.00")) };
}
