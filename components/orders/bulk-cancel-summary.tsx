"use client";

import { useLocale, useTranslations } from "next-intl";

import { formatBRL } from "@/lib/money";
import type { BulkCancelPreview } from "@/lib/orders/bulk-preview";

const METHODS = ["pix", "credit_card", "gateway", "gateway_pix", "none"] as const;
type Method = (typeof METHODS)[number];
const isMethod = (m: string): m is Method => (METHODS as readonly string[]).includes(m);

/** What a bulk cancel would do now: how many paid orders, and the refund in all and per payment method. */
export function BulkCancelSummary({ preview }: { preview: BulkCancelPreview }) {
  const t = useTranslations("orders");
  const locale = useLocale();
  return (
    <div
      data-testid="bulk-summary"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <p className="font-semibold text-amber-950">
        {t("bulk.summary", { count: preview.count, total: formatBRL(preview.totalCents, locale) })}
      </p>
      {preview.byMethod.length > 0 ? (
        <ul className="grid gap-0.5 text-amber-950" aria-label={t("bulk.byMethod")}>
          {preview.byMethod.map((m) => (
            <li key={m.method} className="flex justify-between gap-4 tabular-nums">
              <span>{isMethod(m.method) ? t(`method.${m.method}`) : m.method}</span>
              <span>{t("bulk.methodLine", { count: m.count, total: formatBRL(m.cents, locale) })}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
