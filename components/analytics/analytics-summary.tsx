import { getTimeZone } from "next-intl/server";

import { getEventAnalytics, methodRows, toKpis } from "@/lib/analytics/analytics";
import { PAYMENT_METHODS } from "@/lib/contract/orders";

import { KpiCards } from "./kpi-cards";
import { PaymentMethods } from "./payment-methods";
import { ResaleStats } from "./resale-stats";

// GET /events/{event_id}/analytics: KPIs, payment methods and resale (hidden when the API says null).
export async function AnalyticsSummary({ eventId }: { eventId: string }) {
  const [analytics, timeZone] = await Promise.all([getEventAnalytics(eventId), getTimeZone()]);
  return (
    <>
      <KpiCards kpis={toKpis(analytics)} timeZone={timeZone} />
      <PaymentMethods rows={methodRows(analytics, PAYMENT_METHODS)} />
      {analytics.resale ? <ResaleStats resale={analytics.resale} /> : null}
    </>
  );
}
