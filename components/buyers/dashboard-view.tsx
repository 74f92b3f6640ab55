import Link from "next/link";

import { getLocale, getTranslations } from "next-intl/server";

import { buyersHref, currentMonth, type BuyersUrl } from "@/lib/buyers/url-state";
import type { ProducerRef } from "@/lib/contract";
import { formatMoney } from "@/lib/money";
import { getBuyersDashboard } from "@/lib/partner/buyers";
import { cn } from "@/lib/utils";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { BuyersTable } from "./buyers-table";
import { Kpi } from "./kpi";

const LIMITS = [10, 25, 50] as const;

// GET /producers/{producer_id}/buyers?month=<this month>&limit=
export async function BuyersDashboardView({ producer, url }: { producer: ProducerRef; url: BuyersUrl }) {
  const limit = url.limit ?? 10;
  const month = currentMonth();
  const [t, locale, data] = await Promise.all([
    getTranslations("buyers"),
    getLocale(),
    getBuyersDashboard(producer.id, month, limit),
  ]);
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Kpi label={t("kpi.total")} value={data.total_buyers} />
        <Kpi label={t("kpi.recurring")} value={data.recurring_buyers} hint={t("kpi.recurringHint")} />
        <Kpi label={t("kpi.averageTicket")} value={formatMoney(data.average_ticket, locale)} />
        <Kpi
          label={t("kpi.birthdays")}
          value={data.birthdays_this_month.length}
          hint={
            <Link
              href={buyersHref("/buyers/birthdays", { producer: url.producer })}
              className="text-brand-700 hover:underline"
            >
              {t("kpi.birthdaysLink")}
            </Link>
          }
        />
      </div>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle>{t("best.title")}</CardTitle>
          <nav aria-label={t("best.limit")} className="flex items-center gap-1 text-sm">
            <span className="text-zinc-600">{t("best.limit")}:</span>
            {LIMITS.map((n) => (
              <Link
                key={n}
                href={buyersHref("/buyers", url, { limit: n })}
                aria-current={n === limit ? "page" : undefined}
                className={cn(
                  "rounded-md px-2 py-1 font-medium text-zinc-700 hover:bg-zinc-100",
                  n === limit && "bg-zinc-900 text-white hover:bg-zinc-800",
                )}
              >
                {n}
              </Link>
            ))}
          </nav>
        </CardHeader>
        <CardContent className="px-0">
          {data.best_buyers.length ? (
            <BuyersTable rows={data.best_buyers} caption={t("best.title")} producer={url.producer} />
          ) : (
            <p className="px-5 text-sm text-zinc-600">{t("best.empty")}</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
