import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";
import { z } from "zod";

import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { formatDateTime } from "@/lib/dates";
import { ticketCode } from "@/lib/door/snapshot";
import { getEventInScope } from "@/lib/partner/events";
import { listTickets } from "@/lib/partner/tickets";

import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Pagination } from "@/components/ui/pagination";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";

type Props = {
  params: Promise<{ eventId: string }>;
  searchParams: Promise<Record<string, string | string[]>>;
};

const PER_PAGE = 50;
// The URL is the state: junk falls back to defaults, never throws.
const SearchSchema = z.object({
  q: z.string().trim().max(200).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
const TONE = { valid: "blue", checked_in: "green", cancelled: "red", transferred: "amber" } as const;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("door"))("tickets.title") };
}

/** Ticket search (upstream `q` over holder name, e-mail and document), paged in the URL. */
export default async function TicketSearchPage({ params, searchParams }: Props) {
  const { eventId } = await params;
  const base = `/events/${encodeURIComponent(eventId)}`;
  const user = await guardPage(requireCapability("orders:read"), `${base}/door/tickets`);
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const raw = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const { q, page } = SearchSchema.parse({ q: first(raw.q) ?? "", page: first(raw.page) ?? 1 });
  const [t, result, timeZone, locale] = await Promise.all([
    getTranslations("door"),
    listTickets(event.id, { q, page, perPage: PER_PAGE }),
    getTimeZone(),
    getLocale(),
  ]);
  const hrefFor = (p: number) =>
    `${base}/door/tickets?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`;
  const from = result.total === 0 ? 0 : (page - 1) * PER_PAGE + 1;
  const to = Math.min(result.total, page * PER_PAGE);

  return (
    <section aria-labelledby="tickets-title" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="tickets-title" className="text-lg font-semibold">
            {t("tickets.title")}
          </h2>
          <p className="text-sm text-zinc-600">{t("tickets.description")}</p>
        </div>
        <Link href={`${base}/door`} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {t("tickets.back")}
        </Link>
      </div>
      <form method="get" role="search" className="flex max-w-xl items-end gap-2">
        <div className="grid flex-1 gap-1">
          <label htmlFor="tickets-q" className="text-sm font-medium">
            {t("tickets.label")}
          </label>
          <Input id="tickets-q" name="q" type="search" defaultValue={q} maxLength={200} />
        </div>
        <Button type="submit">{t("tickets.submit")}</Button>
      </form>
      {result.data.length === 0 ? (
        <p className="text-sm text-zinc-600">{t("tickets.empty")}</p>
      ) : (
        <>
          <Table>
            <caption className="sr-only">{t("tickets.caption")}</caption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{t("tickets.columns.holder")}</TableHead>
                <TableHead scope="col">{t("tickets.columns.product")}</TableHead>
                <TableHead scope="col">{t("tickets.columns.status")}</TableHead>
                <TableHead scope="col">{t("tickets.columns.checkedInAt")}</TableHead>
                <TableHead scope="col">{t("tickets.columns.order")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {result.data.map((ticket) => (
                <TableRow key={ticket.id} data-testid="ticket-row">
                  <TableCell className="font-medium">{ticket.holder_name ?? t("list.noName")}</TableCell>
                  <TableCell>{ticket.product_name ?? ""}</TableCell>
                  <TableCell>
                    <Badge tone={TONE[ticket.status]}>{t(`tickets.status.${ticket.status}`)}</Badge>
                  </TableCell>
                  <TableCell>{formatDateTime(ticket.checked_in_at, { timeZone, locale })}</TableCell>
                  <TableCell className="font-mono text-xs">{ticketCode(ticket.order_id)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pagination
            page={page}
            perPage={PER_PAGE}
            total={result.total}
            hrefFor={hrefFor}
            labels={{
              label: t("tickets.pagination.label"),
              previous: t("tickets.pagination.previous"),
              next: t("tickets.pagination.next"),
              summary: t("tickets.pagination.summary", { from, to, total: result.total }),
            }}
          />
        </>
      )}
    </section>
  );
}
