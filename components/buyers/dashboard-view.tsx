import Link from "next/link";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import {
  BEST_BUYERS_LIMITS,
  bestBuyersList,
  currentMonth,
  type BestBuyersState,
} from "@/lib/buyers/list-params";
import { buyerComparators } from "@/lib/buyers/sort";
import type { ProducerRef } from "@/lib/contract";
import { formatMoney } from "@/lib/money";
import { getBuyersDashboard } from "@/lib/partner/buyers";
import { sortRows } from "@/lib/url-state/sort";
import { withProducer } from "@/lib/url-state/with-producer";
import { cn } from "@/lib/utils";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { BuyersTable } from "./buyers-table";
import { Kpi } from "./kpi";

// GET /producers/{producer_id}/buyers?month=<this month>&limit= — best buyers come whole, sorted here.
export async function BuyersDashboardView({
  producer,
  state,
}: {
  producer: ProducerRef;
  state: BestBuyersState;
}) {
  const limit = state.limit ?? 10;
  const month = currentMonth(await getTimeZone());
  const [t, locale, data] = await Promise.all([
    getTranslations("buyers"),
    getLocale(),
    getBuyersDashboard(producer.id, month, limit),
  ]);
  const best = data.best_buyers;
  const rows = state.sort ? sortRows(best, buyerComparators(locale)[state.sort], state.dir) : best;
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
              href={withProducer("/buyers/birthdays", state.producer)}
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
            {BEST_BUYERS_LIMITS.map((n) => (
              <Link
                key={n}
                href={bestBuyersList.href("/buyers", state, { limit: n })}
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
          <BuyersTable
            rows={rows}
            caption={t("best.title")}
            producer={state.producer}
            list={{ spec: bestBuyersList.spec, state, total: rows.length }}
            empty={<p className="px-5 text-sm text-zinc-600">{t("best.empty")}</p>}
          />
        </CardContent>
      </Card>
    </div>
  );
}
