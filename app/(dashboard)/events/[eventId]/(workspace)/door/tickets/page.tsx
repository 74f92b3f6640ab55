import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/dates";
import { ticketCode } from "@/lib/door/snapshot";
import { ticketSearchList } from "@/lib/door/ticket-search-params";
import { getEventInScope } from "@/lib/partner/events";
import { listTickets } from "@/lib/partner/tickets";

import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import { TicketSearchTable, type TicketSearchRow } from "@/components/door/ticket-search-table";
import { TabSection } from "@/components/layout/tab-section";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

type Props = {
  params: Promise<{ eventId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("door"))("tickets.title") };
}

/** Ticket search (upstream `q` over holder name, e-mail and document), paged in the URL. */
async function TicketSearchPage({ params, searchParams }: Props) {
  const { eventId } = await params;
  const base = `/events/${encodeURIComponent(eventId)}`;
  const user = await guardPage(requireCapability("orders:read"), `${base}/door/tickets`);
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const state = ticketSearchList.parse(await searchParams);
  const { q, page, per_page: perPage } = state;
  const [t, result, timeZone, locale] = await Promise.all([
    getTranslations("door"),
    listTickets(event.id, { q, page, perPage }),
    getTimeZone(),
    getLocale(),
  ]);
  const rows: TicketSearchRow[] = result.data.map((ticket) => ({
    id: ticket.id,
    holder: ticket.holder_name ?? t("list.noName"),
    product: ticket.product_name ?? "",
    status: ticket.status,
    checkedInAt: formatDateTime(ticket.checked_in_at, { timeZone, locale }),
    orderCode: ticketCode(ticket.order_id),
  }));

  return (
    <TabSection
      id="tickets-title"
      title={t("tickets.title")}
      description={t("tickets.description")}
      actions={
        <Link href={`${base}/door`} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {t("tickets.back")}
        </Link>
      }
    >
      <form method="get" role="search" className="flex max-w-xl items-end gap-2">
        <div className="grid flex-1 gap-1">
          <label htmlFor="tickets-q" className="text-sm font-medium">
            {t("tickets.label")}
          </label>
          <Input id="tickets-q" name="q" type="search" defaultValue={q} maxLength={200} />
        </div>
        <Button type="submit">{t("tickets.submit")}</Button>
      </form>
      <TicketSearchTable
        rows={rows}
        list={{ spec: ticketSearchList.spec, state, total: result.total }}
        empty={<p className="text-sm text-zinc-600">{t("tickets.empty")}</p>}
      />
    </TabSection>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(TicketSearchPage);
