import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import type { Order } from "@/lib/contract";
import { formatDateTime } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { formatMoney } from "@/lib/money";
import { findCancellation } from "@/lib/orders/cancellation";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** A cancelled order: who cancelled it, when and why (as Palco recorded it), and where its refund stands. */
export async function OrderCancellation({ order }: { order: Order }) {
  const [t, locale, timeZone, db] = await Promise.all([
    getTranslations("orders"),
    getLocale(),
    getTimeZone(),
    getDb(),
  ]);
  const found = await findCancellation(db, order.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("cancellation.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1.5 text-sm text-zinc-900" data-testid="order-cancellation">
        {found ? (
          <>
            <p>
              {t("cancellation.by", {
                who: found.by,
                when: formatDateTime(found.at.toISOString(), { timeZone, locale }),
              })}
              {found.via === "bulk" ? ` · ${t("cancellation.bulk")}` : null}
            </p>
            <p>
              {found.reason ? t("cancellation.reason", { reason: found.reason }) : t("cancellation.noReason")}
            </p>
          </>
        ) : (
          <p>{t("cancellation.outside")}</p>
        )}
        <p>
          <span className="font-medium">{t("detail.refund")}: </span>
          {order.refund
            ? t("detail.refundAmount", {
                status: t(`refund.${order.refund.status}`),
                amount: formatMoney(order.refund.amount, locale),
              })
            : t("detail.noRefund")}
        </p>
      </CardContent>
    </Card>
  );
}
