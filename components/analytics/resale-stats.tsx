import { useLocale, useTranslations } from "next-intl";

import type { EventAnalytics } from "@/lib/contract/analytics";
import { formatMoney } from "@/lib/money";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** Resale figures; the caller renders nothing when the API's `resale` is null. */
export function ResaleStats({ resale }: { resale: NonNullable<EventAnalytics["resale"]> }) {
  const t = useTranslations("analytics.resale");
  const locale = useLocale();
  const items = [
    [t("sold"), String(resale.sold_count)],
    [t("volume"), formatMoney(resale.volume, locale)],
    [t("open"), String(resale.open_listings)],
    [t("waitlist"), String(resale.waitlist_count)],
  ];
  return (
    <Card data-testid="resale">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {items.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium text-zinc-600">{label}</dt>
              <dd className="mt-1 text-lg font-semibold text-zinc-950 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
