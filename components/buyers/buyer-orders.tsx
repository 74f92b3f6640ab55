import Link from "next/link";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import type { BuyerDetail, ProducerRef } from "@/lib/contract";
import { formatDateTime } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { orderCode } from "@/lib/orders/code";
import { listEvents } from "@/lib/partner/events";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { RenderedDataTable } from "@/components/data-table/rendered-data-table";

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
  // Cells rendered here, in the API's order (the whole history comes with the profile; no sort).
  const rows = orders.map((o) => {
    const eventId = byName.get(o.event_name);
    const code = orderCode(o.id);
    return {
      id: o.id,
      label: `${o.event_name} · ${code}`,
      event: eventId ? (
        <Link
          href={`/events/${eventId}/orders/${o.id}`}
          prefetch={false}
          className="font-medium text-brand-700 hover:underline"
        >
          {o.event_name}
        </Link>
      ) : (
        o.event_name
      ),
      code: <span className="font-mono text-zinc-700">{code}</span>,
      paid_at: formatDateTime(o.paid_at, { locale, timeZone }) || "—",
      amount: formatMoney(o.amount, locale),
    };
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("orders")}</CardTitle>
      </CardHeader>
      <CardContent className="px-0">
        <RenderedDataTable
          rows={rows}
          caption={t("orders")}
          empty={<p className="px-5 text-sm text-zinc-600">{t("noOrders")}</p>}
          columns={[
            { id: "event", label: t("event"), card: "title", hideable: false },
            { id: "code", label: t("code"), className: "whitespace-nowrap" },
            { id: "paid_at", label: t("paidAt") },
            { id: "amount", label: t("amount"), className: "text-right tabular-nums" },
          ]}
        />
      </CardContent>
    </Card>
  );
}
