import Link from "next/link";
import { unstable_rethrow } from "next/navigation";

import { CalendarPlus, SearchX } from "lucide-react";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { formatRange } from "@/lib/dates";
import { EVENTS_PATH, eventsList, type EventsListState } from "@/lib/events/list-params";
import { eventComparators } from "@/lib/events/sort";
import { listEvents, listEventsSorted } from "@/lib/partner/events";
import { readListPage } from "@/lib/url-state/list-page";
import { pageBounds } from "@/lib/url-state/list-params";
import { withProducer } from "@/lib/url-state/with-producer";

import { buttonVariants } from "@/components/ui/button";

import { DataTableEmpty } from "@/components/data-table/empty-state";
import { DataTableError } from "@/components/data-table/error-state";

import { EventCover } from "./event-cover";
import { EventsDataTable, type EventRow } from "./events-data-table";
import { EventsFilters } from "./events-filters";

/** GET /events for the URL state (producer already resolved against the user's scope), sorted if asked. */
export async function EventsTable({
  state,
  producerId,
  canWrite,
  empty = false,
}: {
  state: EventsListState;
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
  const query = { page: state.page, per_page: state.per_page, status: state.status, producer_id: producerId };
  let read;
  try {
    read = empty
      ? { result: { data: [], page: 1, per_page: state.per_page, total: 0 } }
      : await readListPage(state, eventComparators(locale), {
          unsorted: () => listEvents(query),
          sorted: (sort) => listEventsSorted(query, sort),
        });
  } catch (error) {
    unstable_rethrow(error);
    // The filters and the header stay usable; only the rows failed.
    console.error("GET /events failed", error);
    return (
      <div className="grid gap-4">
        <EventsFilters state={state} />
        <DataTableError />
      </div>
    );
  }
  const { result } = read;

  const filtered = Boolean(state.status) || state.page > 1;
  const emptyState = filtered ? (
    <DataTableEmpty
      icon={SearchX}
      title={t("empty.filteredTitle")}
      description={t("empty.filteredBody")}
      action={
        <Link
          href={eventsList.href(EVENTS_PATH, state, { status: undefined })}
          className={buttonVariants({ variant: "outline" })}
        >
          {t("empty.clear")}
        </Link>
      }
    />
  ) : (
    <DataTableEmpty
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
  );

  const rows: EventRow[] = result.data.map((event) => ({
    id: event.id,
    name: event.name,
    href: withProducer(`/events/${event.id}`, state.producer),
    status: event.status,
    dateLabel: formatRange(event.starts_at, event.ends_at, { timeZone, locale }),
    producerName: event.producer.name,
    cover: <EventCover url={event.cover_url} alt="" className="h-9 w-12 rounded-md sm:h-10 sm:w-16" />,
  }));
  const summary = tShell("summary", {
    ...pageBounds(result.page, result.per_page, rows.length),
    total: result.total,
  });

  return (
    <EventsDataTable
      rows={rows}
      caption={t("table.caption", { summary })}
      list={{
        spec: eventsList.spec,
        state,
        total: result.total,
        sortRefusedAbove: "sortRefusedAbove" in read ? read.sortRefusedAbove : undefined,
      }}
      empty={emptyState}
      toolbar={<EventsFilters state={state} />}
      canWrite={canWrite}
    />
  );
}
