import { useLocale, useTranslations } from "next-intl";

import type { MethodRow } from "@/lib/analytics/kpis";
import { formatBRL } from "@/lib/money";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { FiguresDataTable } from "./figures-data-table";
import { LazyPaymentMethodsChart } from "./lazy";

const KNOWN = new Set(["pix", "credit_card", "gateway", "gateway_pix", "none"]);

/** Paid orders per payment method: a donut of each one's share of the amount, and the figures as a table. */
export function PaymentMethods({ rows }: { rows: MethodRow[] }) {
  const t = useTranslations("analytics.methods");
  const locale = useLocale();
  const name = (method: string) => (KNOWN.has(method) ? t(`names.${method as "pix"}`) : method);
  const points = rows.map((r) => ({ name: name(r.method), count: r.count, cents: r.cents }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-zinc-600">{t("empty")}</p>
        ) : (
          <div className="grid gap-6 lg:grid-cols-2">
            <LazyPaymentMethodsChart rows={points} locale={locale} label={t("chartLabel")} />
            <div data-testid="methods-table">
              <FiguresDataTable
                caption={t("caption")}
                columns={[
                  { id: "method", label: t("method") },
                  { id: "count", label: t("count") },
                  { id: "amount", label: t("amount") },
                ]}
                rows={points.map((p) => ({
                  id: p.name,
                  cells: { method: p.name, count: p.count, amount: formatBRL(p.cents, locale) },
                }))}
              />
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
