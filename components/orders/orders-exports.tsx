import type { ComponentProps } from "react";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";

import { sinceInstant, type OrdersListState } from "@/lib/orders/list-params";
import { newScheduleHref } from "@/lib/schedules/list-params";

import { StepUpDownload } from "@/components/step-up/step-up-download";

const PlainDownload = (props: ComponentProps<"a">) => <a {...props} download />;

/** Streamed CSV downloads of the current filter (plain links: the browser shows the download's progress). */
export function OrdersExports({
  eventId,
  state,
  timeZone,
  contact,
}: {
  eventId: string;
  state: OrdersListState;
  timeZone: string;
  contact: boolean;
}) {
  const t = useTranslations("orders.export");
  const ts = useTranslations("schedules");
  const q = new URLSearchParams();
  if (state.status && !state.view) q.set("payment_status", state.status);
  const since = sinceInstant(state.since, timeZone);
  if (since) q.set("since", since);
  // The tickets list has no status or date filter: its export is the whole event.
  const href = (kind: string, extra: Record<string, string> = {}) => {
    const p = new URLSearchParams(kind === "orders" ? q : undefined);
    for (const [k, v] of Object.entries(extra)) p.set(k, v);
    const s = p.toString();
    return `/api/events/${encodeURIComponent(eventId)}/exports/${kind}${s ? `?${s}` : ""}`;
  };
  // With e-mails and documents (contact) the orders files step up first; staff's have neither.
  const OrdersLink = contact ? StepUpDownload : PlainDownload;
  const link =
    "inline-flex items-center gap-1.5 rounded-md border border-zinc-300 bg-white px-3 py-1.5 text-sm font-medium text-zinc-800 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-600";
  return (
    <details className="relative">
      <summary className={`${link} cursor-pointer list-none`}>
        <Download aria-hidden className="size-4" /> {t("label")}
      </summary>
      <ul className="absolute right-0 z-10 mt-1 grid w-64 gap-1 rounded-md border border-zinc-200 bg-white p-2 shadow-md">
        <li>
          <OrdersLink
            href={href("orders", { rows: "item" })}
            className="block rounded px-2 py-1.5 text-sm hover:bg-zinc-100"
          >
            {t("perItem")}
          </OrdersLink>
        </li>
        <li>
          <OrdersLink
            href={href("orders", { rows: "order" })}
            className="block rounded px-2 py-1.5 text-sm hover:bg-zinc-100"
          >
            {t("perOrder")}
          </OrdersLink>
        </li>
        <li>
          <a href={href("tickets")} download className="block rounded px-2 py-1.5 text-sm hover:bg-zinc-100">
            {t("tickets")}
          </a>
        </li>
        <li>
          <a
            href={newScheduleHref({
              kind: "orders",
              event: eventId,
              rows: "item",
              payment_status: q.get("payment_status") ?? undefined,
              since: q.get("since") ?? undefined,
            })}
            className="block rounded px-2 py-1.5 text-sm hover:bg-zinc-100"
          >
            {ts("schedule")}
          </a>
        </li>
        {contact ? null : <li className="px-2 pt-1 text-xs text-zinc-600">{t("contactNote")}</li>}
      </ul>
    </details>
  );
}
