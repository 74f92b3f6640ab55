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

import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import { RenderedDataTable } from "@/components/data-table/rendered-data-table";
import { TabSection } from "@/components/layout/tab-section";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

const TONE = { valid: "blue", checked_in: "green", cancelled: "red", transferred: "amber" } as const;

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
  // Cells rendered here, by column id (the DataTable's kit for server-rendered rows).
  const rows = result.data.map((ticket) => {
    const holder = ticket.holder_name ?? t("list.noName");
    return {
      id: ticket.id,
      label: holder,
      holder,
      product: ticket.product_name ?? "",
      status: <Badge tone={TONE[ticket.status]}>{t(`tickets.status.${ticket.status}`)}</Badge>,
      checked_in_at: formatDateTime(ticket.checked_in_at, { timeZone, locale }),
      order: ticketCode(ticket.order_id),
    };
  });

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
      <RenderedDataTable
        rows={rows}
        caption={t("tickets.caption")}
        list={{ spec: ticketSearchList.spec, state, total: result.total }}
        empty={<p className="text-sm text-zinc-600">{t("tickets.empty")}</p>}
        columns={[
          {
            id: "holder",
            label: t("tickets.columns.holder"),
            className: "font-medium",
            card: "title",
            hideable: false,
          },
          { id: "product", label: t("tickets.columns.product") },
          { id: "status", label: t("tickets.columns.status") },
          { id: "checked_in_at", label: t("tickets.columns.checkedInAt") },
          { id: "order", label: t("tickets.columns.order"), className: "font-mono text-xs" },
        ]}
      />
    </TabSection>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(TicketSearchPage);
