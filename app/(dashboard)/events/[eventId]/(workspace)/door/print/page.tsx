import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/dates";
import { byHolder } from "@/lib/door/holder-order";
import { ticketCode } from "@/lib/door/snapshot";
import { formatNumber } from "@/lib/money";
import { getEventInScope } from "@/lib/partner/events";
import { listEntranceTickets } from "@/lib/partner/tickets";

import { buttonVariants } from "@/components/ui/button";

import { PrintButton } from "@/components/door/print-button";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

type Props = { params: Promise<{ eventId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("door"))("print.title") };
}

// On paper: A4, only the list (the console around it hidden), two compact columns, a checkbox per ticket.
const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 10mm; }
  body * { visibility: hidden; }
  #door-print, #door-print * { visibility: visible; }
  #door-print { position: absolute; top: 0; left: 0; width: 100%; }
}
`;

/** The printable door list: every ticket, alphabetical, compact. */
async function DoorPrintPage({ params }: Props) {
  const { eventId } = await params;
  const base = `/events/${encodeURIComponent(eventId)}`;
  const user = await guardPage(requireCapability("orders:read"), `${base}/door/print`);
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const [t, tickets, timeZone, locale] = await Promise.all([
    getTranslations("door"),
    listEntranceTickets(event.id),
    getTimeZone(),
    getLocale(),
  ]);
  const rows = byHolder(tickets, locale);

  return (
    <section aria-labelledby="door-print-title" className="grid gap-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap gap-2 print:hidden">
        <PrintButton label={t("print.button")} />
        <Link href={`${base}/door`} className={buttonVariants({ variant: "outline" })}>
          {t("print.back")}
        </Link>
      </div>
      <div id="door-print" className="grid gap-2 text-[9pt] leading-tight">
        <h2 id="door-print-title" className="text-base font-semibold">
          {t("print.heading", { event: event.name })}
        </h2>
        <p className="text-zinc-700">
          {t("print.summary", {
            total: formatNumber(rows.length, locale),
            when: formatDateTime(new Date().toISOString(), { timeZone, locale }),
          })}
        </p>
        <ol className="gap-6 sm:columns-2 print:columns-2">
          {rows.map((ticket) => (
            <li
              key={ticket.id}
              className="flex break-inside-avoid items-baseline gap-2 border-b border-zinc-200 py-0.5"
            >
              <span aria-hidden className="inline-block size-2.5 shrink-0 border border-zinc-700">
                {ticket.checked_in ? "✓" : ""}
              </span>
              <span className="min-w-0 flex-1 truncate font-medium">
                {ticket.holder_name ?? t("list.noName")}
              </span>
              <span className="max-w-[40%] truncate text-zinc-700">{ticket.product_name ?? ""}</span>
              <span className="shrink-0 font-mono text-zinc-700">{ticketCode(ticket.id)}</span>
              <span className="sr-only">
                {ticket.checked_in ? t("list.checkedIn") : t("list.notCheckedIn")}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(DoorPrintPage);
