import { CalendarPlus, SearchX } from "lucide-react";
import Link from "next/link";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { formatRange } from "@/lib/dates";
import { listEvents } from "@/lib/partner/events";
import { eventsHref, withProducer, type EventsUrlState } from "@/lib/url-state/events";

import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

import { EventCover } from "./event-cover";
import { StatusBadge } from "./status-badge";

/** GET /events for the URL state (producer already resolved against the user's scope). */
export async function EventsTable({
  state,
  producerId,
  canWrite,
  empty = false,
}: {
  state: EventsUrlState;
  producerId: string | undefined;
  canWrite: boolean;
  /** The user sees no producer: show the empty state without asking the API. */
  empty?: boolean;
}) {
  const [t, tShell, locale, timeZone] = await Promise.all([
    getTranslations("events"),
    getTranslations("shell.pagination"),
    getLocale(),
    getTimeZone(),
  ]);
  const result = empty
    ? { data: [], page: 1, per_page: state.per_page, total: 0 }
    : await listEvents({
        page: state.page,
        per_page: state.per_page,
        status: state.status,
        producer_id: producerId,
      });

  if (result.data.length === 0) {
    const filtered = Boolean(state.status) || state.page > 1;
    return (
      <div className="rounded-lg border border-dashed border-zinc-300 bg-white">
        {filtered ? (
          <EmptyState
            icon={SearchX}
            title={t("empty.filteredTitle")}
            description={t("empty.filteredBody")}
            action={
              <Link
                href={eventsHref(state, { status: undefined, page: 1 })}
                className={buttonVariants({ variant: "outline" })}
              >
                {t("empty.clear")}
              </Link>
            }
          />
        ) : (
          <EmptyState
            icon={CalendarPlus}
            title={t("empty.title")}
            description={t("empty.body")}
            action={
              canWrite ? (
                <Link href={withProducer("/events/new", state.producer)} className={buttonVariants()}>
                  {t("new")}
                </Link>
              ) : undefined
            }
          />
        )}
      </div>
    );
  }

  const from = (result.page - 1) * result.per_page + 1;
  const summary = tShell("summary", { from, to: from + result.data.length - 1, total: result.total });
  return (
    <div className="grid gap-4">
      <div className="overflow-hidden rounded-lg border border-zinc-200 bg-white shadow-sm">
        <Table>
          <TableCaption>{t("table.caption", { summary })}</TableCaption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead className="w-16 pr-0 sm:w-20 sm:pr-4">
                <span className="sr-only">{t("table.cover")}</span>
              </TableHead>
              <TableHead>{t("table.name")}</TableHead>
              <TableHead className="hidden sm:table-cell">{t("table.status")}</TableHead>
              <TableHead className="hidden md:table-cell">{t("table.date")}</TableHead>
              <TableHead className="hidden lg:table-cell">{t("table.producer")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {result.data.map((event) => (
              <TableRow key={event.id} className="relative">
                <TableCell className="py-2.5 pr-0 sm:pr-4">
                  <EventCover url={event.cover_url} alt="" className="h-9 w-12 rounded-md sm:h-10 sm:w-16" />
                </TableCell>
                <TableCell className="sm:min-w-48">
                  <Link
                    href={withProducer(`/events/${event.id}`, state.producer)}
                    className="font-medium text-zinc-950 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {event.name}
                  </Link>
                  <p className="mt-0.5 text-xs text-zinc-600 md:hidden">
                    {formatRange(event.starts_at, event.ends_at, { timeZone, locale })}
                  </p>
                  <div className="mt-1.5 sm:hidden">
                    <StatusBadge status={event.status} />
                  </div>
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  <StatusBadge status={event.status} />
                </TableCell>
                <TableCell className="hidden whitespace-nowrap text-zinc-700 md:table-cell">
                  {formatRange(event.starts_at, event.ends_at, { timeZone, locale })}
                </TableCell>
                <TableCell className="hidden text-zinc-700 lg:table-cell">{event.producer.name}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <Pagination
        page={result.page}
        perPage={result.per_page}
        total={result.total}
        hrefFor={(page) => eventsHref(state, { page })}
        labels={{ label: tShell("label"), previous: tShell("previous"), next: tShell("next"), summary }}
      />
    </div>
  );
}
