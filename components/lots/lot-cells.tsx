import { useTranslations } from "next-intl";

import { formatDateTime } from "@/lib/dates";
import { soldCount, type LotLike, type SaleState } from "@/lib/lots/status";

import { Badge } from "@/components/ui/badge";

import { useDateOptions } from "@/components/i18n/use-date-options";

const TONE = {
  on_sale: "green",
  scheduled: "blue",
  ended: "neutral",
  sold_out: "red",
  event_draft: "amber",
  event_finished: "neutral",
  event_cancelled: "neutral",
} as const;

export function SaleBadge({ state }: { state: SaleState }) {
  const t = useTranslations("lots.state");
  return (
    <Badge tone={TONE[state]} className="gap-1.5 whitespace-nowrap">
      <span aria-hidden className="size-1.5 rounded-full bg-current opacity-70" />
      {t(state)}
    </Badge>
  );
}

/** Sold of the maximum as a bar, with the numbers in text (the bar itself is decorative). */
export function QuantityBar({ lot }: { lot: LotLike }) {
  const t = useTranslations("lots.table");
  const sold = soldCount(lot);
  const pct = lot.maximum_quantity > 0 ? Math.min(100, Math.round((sold / lot.maximum_quantity) * 100)) : 0;
  return (
    <div className="grid min-w-36 gap-1">
      <div aria-hidden className="h-2 overflow-hidden rounded-full bg-zinc-100">
        <div
          className={
            pct >= 100 ? "h-full bg-red-600" : pct >= 90 ? "h-full bg-amber-500" : "h-full bg-brand-600"
          }
          style={{ width: `${pct}%` }}
        />
      </div>
      <p className="text-xs text-zinc-700 tabular-nums">
        {t("quantity", { sold, available: lot.available_quantity, maximum: lot.maximum_quantity })}
      </p>
    </div>
  );
}

/** The sale window in the display time zone; an open side says so. */
export function SaleWindow({ lot }: { lot: LotLike }) {
  const t = useTranslations("lots.table");
  const options = useDateOptions();
  if (!lot.sell_starts_at && !lot.sell_ends_at)
    return <p className="text-xs whitespace-nowrap text-zinc-700">{t("noWindow")}</p>;
  const from = lot.sell_starts_at ? formatDateTime(lot.sell_starts_at, options) : t("openStart");
  const to = lot.sell_ends_at ? formatDateTime(lot.sell_ends_at, options) : t("openEnd");
  return (
    <p className="grid text-xs whitespace-nowrap text-zinc-700">
      <span>{t("from", { when: from })}</span>
      <span>{t("until", { when: to })}</span>
    </p>
  );
}
