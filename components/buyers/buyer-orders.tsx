import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import type { BuyerDetail, ProducerRef } from "@/lib/contract";
import { formatDateTime } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { orderCode } from "@/lib/orders/code";
import { listEvents } from "@/lib/partner/events";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { BuyerOrdersTable } from "./buyer-orders-table";

/**
 * The buyer's paid orders with this producer. The API names each order's event but not its id; the
 * producer's events (one page) give the id when the name is unambiguous, and the row links to the order.
 */
export async function BuyerOrders({
  producer,
  orders,
}: {
  producer: ProducerRef;
  orders: BuyerDetail["orders"];
}) {
  const [t, locale, timeZone, events] = await Promise.all([
    getTranslations("buyers.profile"),
    getLocale(),
    getTimeZone(),
    listEvents({ producer_id: producer.id, per_page: 100 }).catch(() => null),
  ]);
  const byName = new Map<string, string | null>();
  for (const e of events?.data ?? []) byName.set(e.name, byName.has(e.name) ? null : e.id);
  const rows = orders.map((o) => {
    const eventId = byName.get(o.event_name);
    return {
      id: o.id,
      code: orderCode(o.id),
      event: o.event_name,
      href: eventId ? `/events/${eventId}/orders/${o.id}` : null,
      paidAt: formatDateTime(o.paid_at, { locale, timeZone }) || "—",
      amount: formatMoney(o.amount, locale),
    };
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("orders")}</CardTitle>
      </CardHeader>
      <CardContent className="px-0">
        <BuyerOrdersTable rows={rows} />
      </CardContent>
    </Card>
  );
}
