import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { maskDocument } from "@/lib/buyers/pii";
import type { Order } from "@/lib/contract";
import { formatDateTime } from "@/lib/dates";
import { getDb } from "@/lib/db/client";
import { formatBRL, formatMoney } from "@/lib/money";
import { holderDocumentKey } from "@/lib/orders/documents";
import { safeHttpUrl } from "@/lib/orders/mask";
import { paymentSummary } from "@/lib/orders/money";
import { findDocumentReveals } from "@/lib/orders/reveals";

import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { RevealDocument } from "@/components/buyers/reveal-document";

import { OrderStatusBadge } from "./order-status-badge";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-zinc-600">{label}</dt>
      <dd className="text-sm text-zinc-900">{children}</dd>
    </div>
  );
}

/**
 * Everything the API says about one order. Documents are masked for everyone (lib/buyers/pii); users who
 * may reveal them (`canRevealDocument`) reveal one at a time, each reveal audited and listed here.
 */
export async function OrderDetail({ order, canReveal }: { order: Order; canReveal: boolean }) {
  const [t, locale, timeZone, db] = await Promise.all([
    getTranslations("orders"),
    getLocale(),
    getTimeZone(),
    getDb(),
  ]);
  const reveals = canReveal ? await findDocumentReveals(db, order.id) : [];
  const f = { timeZone, locale };
  const money = (v: string) => formatMoney(v, locale);
  const sum = paymentSummary(order);
  const avatar = safeHttpUrl(order.tourney?.avatar_url);
  const doc = (value: string | null, field: string, label: string) => {
    const masked = maskDocument(value);
    if (!masked) return "—";
    if (!canReveal) return <span data-testid={`document-${field}`}>{masked}</span>;
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <RevealDocument
          target={{ kind: "order", eventId: order.event_id, orderId: order.id, field }}
          masked={masked}
          text={t("detail.reveal")}
          label={t("detail.revealNamed", { what: label })}
          testId={`document-${field}`}
        />
      </span>
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="grid content-start gap-6 lg:col-span-2">
        <Card>
          <CardHeader>
            <CardTitle>{t("detail.buyer")}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Fact label={t("detail.name")}>{order.buyer.name ?? t("table.noBuyerName")}</Fact>
              <Fact label={t("detail.email")}>{order.buyer.email}</Fact>
              <Fact label={t("detail.document")}>
                {doc(order.buyer.document, "buyer", t("detail.document"))}
              </Fact>
              <Fact label={t("table.status")}>
                <OrderStatusBadge status={order.payment_status} />
              </Fact>
              <Fact label={t("detail.created")}>{formatDateTime(order.created_at, f)}</Fact>
              <Fact label={t("detail.paid")}>{formatDateTime(order.paid_at, f) || "—"}</Fact>
              <Fact label={t("detail.method")}>{t(`method.${order.payment_method ?? "none"}`)}</Fact>
              <Fact label={t("detail.coupon")}>{order.coupon_code ?? t("detail.noCoupon")}</Fact>
            </dl>
            <p className="mt-3 text-xs text-zinc-600">
              {canReveal ? t("detail.maskedReveal") : t("detail.masked")}
            </p>
            {reveals.length > 0 ? (
              <div className="mt-3 grid gap-1" data-testid="document-reveals">
                <p className="text-xs font-medium text-zinc-700">{t("detail.reveals")}</p>
                <ul className="grid gap-0.5 text-xs text-zinc-700">
                  {reveals.map((r, i) => (
                    <li key={i}>
                      {t("detail.revealedBy", {
                        who: r.by,
                        when: formatDateTime(r.at.toISOString(), f),
                        what:
                          r.field === "buyer" ? t("detail.document") : r.field.endsWith(":rg") ? "RG" : "CPF",
                      })}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("detail.items")}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-4">
              {order.items.map((item) => (
                <li key={item.id} className="grid gap-1 border-b border-zinc-100 pb-3 last:border-0">
                  <p className="flex flex-wrap justify-between gap-2 text-sm">
                    <span className="font-medium">
                      {item.quantity}× {item.product_name}
                    </span>
                    <span className="tabular-nums">
                      {money(item.unit_price)} · {t("detail.subtotal")} {money(item.subtotal)}
                    </span>
                  </p>
                  <p className="text-xs font-medium text-zinc-600">{t("detail.holders")}</p>
                  {item.holders.length === 0 ? (
                    <p className="text-sm text-zinc-600">{t("detail.noHolders")}</p>
                  ) : (
                    <ul className="grid gap-0.5 text-sm">
                      {item.holders.map((h, i) => (
                        <li key={i}>
                          {h.name} —{" "}
                          <span className="text-zinc-700">
                            {t.rich("detail.holderDocs", {
                              cpf: () =>
                                doc(
                                  h.document_cpf,
                                  holderDocumentKey(item.id, i, "cpf"),
                                  t("detail.holderDoc", { kind: "CPF", name: h.name }),
                                ),
                              rg: () =>
                                doc(
                                  h.document_rg,
                                  holderDocumentKey(item.id, i, "rg"),
                                  t("detail.holderDoc", { kind: "RG", name: h.name }),
                                ),
                            })}
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t("detail.tickets")}</CardTitle>
          </CardHeader>
          <CardContent>
            {order.tickets.length === 0 ? (
              <p className="text-sm text-zinc-600">{t("detail.noTickets")}</p>
            ) : (
              <ul className="grid gap-2 text-sm">
                {order.tickets.map((ticket) => (
                  <li key={ticket.id} className="flex flex-wrap items-center justify-between gap-2">
                    <span>
                      {ticket.holder_name ?? "—"} ·{" "}
                      <span className="text-zinc-700">{ticket.product_name ?? "—"}</span>
                    </span>
                    <span className="flex items-center gap-2">
                      <Badge
                        tone={
                          ticket.status === "valid"
                            ? "green"
                            : ticket.status === "checked_in"
                              ? "blue"
                              : "neutral"
                        }
                      >
                        {t(`ticket.${ticket.status}`)}
                      </Badge>
                      {ticket.checked_in_at ? (
                        <span className="text-xs text-zinc-600">
                          {t("detail.checkedIn", { when: formatDateTime(ticket.checked_in_at, f) })}
                        </span>
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <div className="grid content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{t("detail.payment")}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-1 text-sm">
              {(
                [
                  ["products", order.product_amount],
                  ["fees", order.fees_amount],
                  ["tip", order.tip_amount],
                  ["discount", order.discount_amount],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="flex justify-between">
                  <dt>{t(`detail.${key}`)}</dt>
                  <dd className="tabular-nums">
                    {key === "discount" ? "− " : ""}
                    {money(value)}
                  </dd>
                </div>
              ))}
              <div className="flex justify-between border-t border-zinc-200 pt-1 font-semibold">
                <dt>{t("detail.total")}</dt>
                <dd className="tabular-nums" data-testid="order-total">
                  {money(order.amount)}
                </dd>
              </div>
            </dl>
            {sum && !sum.consistent ? (
              <p role="note" className="mt-2 text-xs text-amber-800">
                {t("detail.mismatch", { computed: formatBRL(sum.computed, locale) })}
              </p>
            ) : null}
            <p className="mt-3 text-sm" data-testid="order-refund">
              <span className="font-medium">{t("detail.refund")}: </span>
              {order.refund
                ? t("detail.refundAmount", {
                    status: t(`refund.${order.refund.status}`),
                    amount: money(order.refund.amount),
                  })
                : t("detail.noRefund")}
            </p>
          </CardContent>
        </Card>
        {order.tourney ? (
          <Card>
            <CardHeader>
              <CardTitle>{t("detail.tourney")}</CardTitle>
            </CardHeader>
            <CardContent className="flex items-start gap-3">
              {avatar ? (
                // eslint-disable-next-line @next/next/no-img-element -- a third party's avatar, any host
                <img
                  src={avatar}
                  alt={t("detail.avatarAlt", { name: order.tourney.gamertag ?? order.tourney.user_id })}
                  width={48}
                  height={48}
                  referrerPolicy="no-referrer"
                  className="size-12 rounded-full border border-zinc-200"
                />
              ) : null}
              <dl className="grid gap-2">
                <Fact label={t("detail.gamertag")}>{order.tourney.gamertag ?? "—"}</Fact>
                <Fact label={t("detail.team")}>{order.tourney.prefix ?? "—"}</Fact>
                <Fact label={t("detail.discriminator")}>{order.tourney.slug ?? "—"}</Fact>
              </dl>
            </CardContent>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
