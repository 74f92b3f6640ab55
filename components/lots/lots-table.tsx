import { useTranslations } from "next-intl";

import { lotsList, type LotsListState } from "@/lib/lots/list-params";
import { saleState } from "@/lib/lots/status";
import { eligibleForVirada } from "@/lib/lots/virada";

import { DataTableEmpty } from "@/components/data-table/empty-state";

import type { LotRow } from "./lot-row";
import { LotsDataTable } from "./lots-data-table";
import { LotsFilters } from "./lots-filters";
import { NewLotButton } from "./new-lot-button";

type Props = {
  eventId: string;
  base: string;
  /** every lot of the event (the virada looks for the next one among them) */
  lots: LotRow[];
  /** the lots the URL's filter keeps, in the URL's sort (the whole list: lots are not paged) */
  rows: LotRow[];
  state: LotsListState;
  nowMs: number;
  /** The event's status: only a live event's lots can be on sale. */
  eventStatus: string;
  canWrite: boolean;
  /** audit:read — each row links to the lot's Histórico */
  canAudit: boolean;
  timeZoneName: string;
};

/**
 * The lots table: filter and sort live in the URL (lib/lots/list-params) and the server applies them;
 * the sale state and the virada's eligibility are judged here, at the request's instant.
 */
export function LotsTable({
  eventId,
  base,
  lots,
  rows,
  state,
  nowMs,
  eventStatus,
  canWrite,
  canAudit,
  timeZoneName,
}: Props) {
  const t = useTranslations("lots");
  return (
    <div className="grid gap-4">
      <LotsDataTable
        eventId={eventId}
        rows={rows.map((lot) => ({
          ...lot,
          saleState: saleState(lot, nowMs, eventStatus),
          viradaLots: eligibleForVirada(lot, nowMs) ? lots : null,
        }))}
        list={{ spec: lotsList.spec, state, total: rows.length }}
        empty={<DataTableEmpty title={t(lots.length ? "emptyFiltered" : "empty")} />}
        toolbar={
          <>
            <LotsFilters base={base} state={state} />
            {canWrite ? <NewLotButton eventId={eventId} timeZoneName={timeZoneName} /> : null}
          </>
        }
        canWrite={canWrite}
        canAudit={canAudit}
        timeZoneName={timeZoneName}
      />
      <p className="text-xs text-zinc-600">{t("noDelete")}</p>
    </div>
  );
}
