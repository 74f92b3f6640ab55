import type { ReactNode } from "react";

import { getLocale, getTranslations } from "next-intl/server";

import type { SessionUser } from "@/lib/auth/types";
import { maskCellphone, maskDocument, piiView } from "@/lib/buyers/pii";
import type { BuyerDetail, ProducerRef } from "@/lib/contract";
import { formatCalendarDay } from "@/lib/dates";
import { formatMoney } from "@/lib/money";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { RevealDocument } from "./reveal-document";

/** Contact data by role (lib/buyers/pii): the document is masked for all, revealed on request by managers. */
export async function BuyerProfile({
  user,
  producer,
  buyer,
}: {
  user: SessionUser;
  producer: ProducerRef;
  buyer: BuyerDetail;
}) {
  const [t, locale] = await Promise.all([getTranslations("buyers.profile"), getLocale()]);
  const view = piiView(user);
  const birthdate = buyer.birthdate ? formatCalendarDay(buyer.birthdate, locale, "long") : null;
  const facts: [string, ReactNode][] = [
    [
      t("email"),
      <span key="e" className="break-all">
        {buyer.email}
      </span>,
    ],
    [t("cellphone"), (view.cellphone === "full" ? buyer.cellphone : maskCellphone(buyer.cellphone)) ?? "—"],
    [
      t("document"),
      buyer.document ? (
        <span key="d" className="flex flex-wrap items-center gap-2">
          {view.canRevealDocument ? (
            <RevealDocument
              target={{ kind: "buyer", producer: producer.id, buyerId: buyer.id }}
              text={t("reveal")}
              masked={maskDocument(buyer.document) ?? ""}
            />
          ) : (
            <span data-testid="document">{maskDocument(buyer.document)}</span>
          )}
        </span>
      ) : (
        "—"
      ),
    ],
    [t("birthdate"), birthdate ?? "—"],
    [t("city"), buyer.city ?? "—"],
    [t("spent"), formatMoney(buyer.total_spent, locale)],
    [t("ordersCount"), buyer.orders_count],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("contact")}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="grid gap-0.5">
              <dt className="text-xs font-medium text-zinc-600 uppercase">{label}</dt>
              <dd className="text-sm text-zinc-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
