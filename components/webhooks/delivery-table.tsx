import Link from "next/link";

import { useLocale, useTranslations } from "next-intl";

import { formatDateTime } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import type { DeliveryRow } from "@/lib/webhooks/keys";

import { Badge } from "@/components/ui/badge";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

import { causeKey, statusTone } from "./inbox-labels";
import { isKind, kindKey } from "./kind-key";

/** One page of the delivery console (./delivery-console), newest first. */
export function DeliveryTable({ rows, timeZone }: { rows: DeliveryRow[]; timeZone: string }) {
  const t = useTranslations("webhooks.console");
  const locale = useLocale();
  return (
    <div className="overflow-hidden rounded-lg border border-zinc-200 bg-white shadow-sm">
      <Table>
        <TableCaption>{t("caption")}</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>{t("when")}</TableHead>
            <TableHead>{t("type")}</TableHead>
            <TableHead>{t("status")}</TableHead>
            <TableHead>{t("order")}</TableHead>
            <TableHead>
              <span className="sr-only">{t("details")}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={5} className="text-zinc-600">
                {t("empty")}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((r) => (
              <TableRow key={r.id} data-testid="inbox-row">
                <TableCell className="align-top whitespace-nowrap text-zinc-700">
                  {formatDateTime(r.receivedAt, { timeZone, locale })}
                  {r.ackMs !== null ? <p className="text-xs text-zinc-600">{r.ackMs} ms</p> : null}
                </TableCell>
                <TableCell className="align-top">
                  <span className="font-mono text-xs">{r.type ?? "—"}</span>
                  {isKind(r.type) ? (
                    <p className="text-xs text-zinc-600">{t(`kindLabel.${kindKey(r.type)}`)}</p>
                  ) : null}
                </TableCell>
                <TableCell className="align-top">
                  <Badge tone={statusTone(r.status)}>{t(`statuses.${r.status}`)}</Badge>
                  {r.duplicates > 0 ? (
                    <p className="mt-1 text-xs text-zinc-700">{t("dupCount", { count: r.duplicates })}</p>
                  ) : null}
                  {r.cause && causeKey(r.cause) ? (
                    <p className="mt-1 text-xs text-zinc-700">{t(`causes.${causeKey(r.cause)!}`)}</p>
                  ) : null}
                </TableCell>
                <TableCell className="align-top">
                  {r.orderId ? <p className="font-mono text-xs break-all">{r.orderId}</p> : "—"}
                  {r.amount ? <p className="text-sm">{safeMoney(r.amount, locale)}</p> : null}
                  {r.orderStatus ? (
                    <p className="text-xs text-zinc-600">{t("orderState", { status: r.orderStatus })}</p>
                  ) : null}
                </TableCell>
                <TableCell className="text-right align-top">
                  <Link
                    href={`/webhooks/console/${encodeURIComponent(r.id)}`}
                    className="text-sm text-brand-700 underline-offset-4 hover:underline"
                  >
                    {t("open")}
                    <span className="sr-only"> {r.id}</span>
                  </Link>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}

function safeMoney(amount: string, locale: string): string {
  try {
    return formatMoney(amount, locale);
  } catch {
    return amount;
  }
}
