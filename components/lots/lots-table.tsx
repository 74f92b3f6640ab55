import { useTranslations } from "next-intl";

import { saleState } from "@/lib/lots/status";
import type { LotFilter, LotSort } from "@/lib/lots/url";
import { eligibleForVirada } from "@/lib/lots/virada";

import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

import { InlineHidden } from "./inline-hidden";
import { InlinePrice } from "./inline-price";
import { LotActions } from "./lot-actions";
import { QuantityBar, SaleBadge, SaleWindow } from "./lot-cells";
import type { LotRow } from "./lot-row";
import { LotsFilters } from "./lots-filters";
import { NewLotButton } from "./new-lot-button";
import { SortHeader } from "./sort-header";

type Props = {
  eventId: string;
  base: string;
  /** every lot of the event (the virada looks for the next one among them) */
  lots: LotRow[];
  /** the lots the URL's filter keeps, in the URL's sort */
  rows: LotRow[];
  filter: LotFilter;
  sort: LotSort;
  nowMs: number;
  canWrite: boolean;
  timeZoneName: string;
};

/**
 * The lots table, rendered on the server (filter and sort live in the URL); the inline edits and row
 * actions are the only client islands, and their dialogs load on first use.
 */
export function LotsTable({ eventId, base, lots, rows, filter, sort, nowMs, canWrite, timeZoneName }: Props) {
  const t = useTranslations("lots");
  const head = { base, filter, sort };
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <LotsFilters base={base} filter={filter} sort={sort} />
        {canWrite ? <NewLotButton eventId={eventId} timeZoneName={timeZoneName} /> : null}
      </div>
      {rows.length === 0 ? (
        <EmptyState title={t(lots.length ? "emptyFiltered" : "empty")} />
      ) : (
        <div className="rounded-lg border border-zinc-200 bg-white shadow-sm">
          <Table>
            <caption className="sr-only">{t("table.caption")}</caption>
            <TableHeader>
              <TableRow>
                <SortHeader label={t("table.name")} column="name" {...head} className="min-w-44" />
                <SortHeader label={t("table.state")} column="state" {...head} />
                <SortHeader label={t("table.price")} column="price" {...head} />
                <SortHeader label={t("table.sold")} column="sold" {...head} />
                <SortHeader label={t("table.window")} column="window" {...head} />
                <TableHead>{t("table.hidden")}</TableHead>
                {canWrite ? (
                  <TableHead>
                    <span className="sr-only">{t("table.actions")}</span>
                  </TableHead>
                ) : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((lot) => (
                <TableRow key={lot.id}>
                  <TableCell>
                    <div className="grid gap-0.5">
                      <span className="font-medium text-zinc-950">{lot.name}</span>
                      <span className="text-xs text-zinc-600">{t(`type.${lot.product_type}`)}</span>
                    </div>
                  </TableCell>
                  <TableCell>
                    <SaleBadge state={saleState(lot, nowMs)} />
                  </TableCell>
                  <TableCell>
                    <InlinePrice eventId={eventId} lot={lot} canWrite={canWrite} />
                  </TableCell>
                  <TableCell>
                    <QuantityBar lot={lot} />
                  </TableCell>
                  <TableCell>
                    <SaleWindow lot={lot} />
                  </TableCell>
                  <TableCell>
                    <InlineHidden eventId={eventId} lot={lot} canWrite={canWrite} />
                  </TableCell>
                  {canWrite ? (
                    <TableCell>
                      <LotActions
                        eventId={eventId}
                        lot={lot}
                        viradaLots={eligibleForVirada(lot, nowMs) ? lots : null}
                        timeZoneName={timeZoneName}
                      />
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <p className="text-xs text-zinc-600">{t("noDelete")}</p>
    </div>
  );
}
