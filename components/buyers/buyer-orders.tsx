import Link from "next/link";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import type { BuyerDetail, ProducerRef } from "@/lib/contract";
import { formatDateTime } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { listEvents } from "@/lib/partner/events";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

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
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("orders")}</CardTitle>
      </CardHeader>
      <CardContent className="px-0">
        {orders.length ? (
          <Table>
            <caption className="sr-only">{t("orders")}</caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{t("event")}</TableHead>
                <TableHead scope="col">{t("paidAt")}</TableHead>
                <TableHead scope="col" className="text-right">
                  {t("amount")}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {orders.map((o) => {
                const eventId = byName.get(o.event_name);
                return (
                  <TableRow key={o.id}>
                    <TableCell>
                      {eventId ? (
                        <Link
                          href={`/events/${eventId}/orders/${o.id}`}
                          prefetch={false}
                          className="font-medium text-brand-700 hover:underline"
                        >
                          {o.event_name}
                        </Link>
                      ) : (
                        o.event_name
                      )}
                    </TableCell>
                    <TableCell>{formatDateTime(o.paid_at, { locale, timeZone }) || "—"}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatMoney(o.amount, locale)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        ) : (
          <p className="px-5 text-sm text-zinc-600">{t("noOrders")}</p>
        )}
      </CardContent>
    </Card>
  );
}
