import { Suspense } from "react";

import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { ArrowLeft } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";

import { requirePageUser } from "@/lib/auth/guard";
import { can } from "@/lib/auth/policy";
import { canRevealDocument } from "@/lib/buyers/pii";
import { IdSchema } from "@/lib/contract";
import { formatMoney } from "@/lib/money";
import { orderCode } from "@/lib/orders/code";
import { isNotFound } from "@/lib/partner/errors";
import { getEventInScope } from "@/lib/partner/events";
import { getOrder } from "@/lib/partner/orders";

import { AuditHistory } from "@/components/audit/audit-history";
import { withUpstreamError } from "@/components/layout/with-upstream-error";
import { CancelOrder } from "@/components/orders/cancel-order";
import { OrderCancellation } from "@/components/orders/order-cancellation";
import { OrderDetail } from "@/components/orders/order-detail";

type Props = { params: Promise<{ eventId: string; orderId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("orders"))("title") };
}

/** One order: buyer, items and holders, tickets, payment summary, refund, tourney; cancel for writers. */
async function OrderPage({ params }: Props) {
  const { eventId, orderId } = await params;
  const user = await requirePageUser(
    `/events/${encodeURIComponent(eventId)}/orders/${encodeURIComponent(orderId)}`,
  );
  if (!can(user, "orders:read") || !IdSchema.safeParse(orderId).success) notFound();
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const order = await getOrder(event.id, orderId).catch((error: unknown) => {
    if (isNotFound(error)) notFound();
    throw error;
  });
  const [t, locale] = await Promise.all([getTranslations("orders"), getLocale()]);

  return (
    <div className="grid gap-4">
      <Link
        href={`/events/${eventId}/orders`}
        className="inline-flex items-center gap-1 text-sm text-zinc-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> {t("detail.back")}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-zinc-950">
          {t("detail.title", { name: order.buyer.name ?? order.buyer.email })}{" "}
          <span className="font-mono text-base font-normal text-zinc-600">
            {t("detail.code", { code: orderCode(order.id) })}
          </span>
        </h2>
        {can(user, "orders:cancel") && order.payment_status === "paid" ? (
          <CancelOrder eventId={event.id} orderId={order.id} amount={formatMoney(order.amount, locale)} />
        ) : null}
      </div>
      {order.payment_status === "cancelled" ? <OrderCancellation order={order} /> : null}
      <OrderDetail order={order} canReveal={canRevealDocument(user)} />
      <Suspense>
        <AuditHistory user={user} targetType="order" targetId={order.id} />
      </Suspense>
    </div>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(OrderPage);
