import { useLocale, useTranslations } from "next-intl";

import type { MethodRow } from "@/lib/analytics/kpis";
import { formatBRL } from "@/lib/money";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

import { LazyPaymentMethodsChart } from "./lazy";

const KNOWN = new Set(["pix", "credit_card", "gateway", "gateway_pix", "none"]);

/** Paid orders per payment method: a chart (count and amount) and the same figures as a table. */
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
            <LazyPaymentMethodsChart
              rows={points}
              locale={locale}
              label={t("chartLabel")}
              names={{ cents: t("amount"), count: t("count") }}
            />
            <Table data-testid="methods-table">
              <TableCaption>{t("caption")}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">{t("method")}</TableHead>
                  <TableHead scope="col" className="text-right">
                    {t("count")}
                  </TableHead>
                  <TableHead scope="col" className="text-right">
                    {t("amount")}
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {points.map((p) => (
                  <TableRow key={p.name}>
                    <TableCell>{p.name}</TableCell>
                    <TableCell className="text-right tabular-nums">{p.count}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatBRL(p.cents, locale)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
