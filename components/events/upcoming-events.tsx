import Link from "next/link";

import { CalendarClock } from "lucide-react";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { formatDateTime } from "@/lib/dates";
import { listUpcomingEvents } from "@/lib/partner/events";
import { withProducer } from "@/lib/url-state/with-producer";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

import { EventCover } from "./event-cover";

/** The next live events by start time. */
export async function UpcomingEvents({ producer }: { producer: { id: string; slug: string } | null }) {
  const [t, locale, timeZone] = await Promise.all([
    getTranslations("shell.home"),
    getLocale(),
    getTimeZone(),
  ]);
  const next = await listUpcomingEvents(producer?.id);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("upcoming")}</CardTitle>
      </CardHeader>
      <CardContent>
        {next.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-zinc-600">
            <CalendarClock aria-hidden className="size-4" /> {t("noUpcoming")}
          </p>
        ) : (
          <ul className="-my-2 divide-y divide-zinc-100">
            {next.map((event) => (
              <li key={event.id} className="relative flex items-center gap-4 py-3">
                <EventCover url={event.cover_url} alt="" className="h-10 w-16 shrink-0 rounded-md" />
                <div className="min-w-0 flex-1">
                  <Link
                    // One per row: prefetching each would render each event page (and call the API) unasked.
                    prefetch={false}
                    href={withProducer(`/events/${event.id}`, producer?.slug)}
                    className="block truncate text-sm font-medium text-zinc-950 after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {event.name}
                  </Link>
                  <p className="truncate text-xs text-zinc-600">{event.producer.name}</p>
                </div>
                <p className="shrink-0 text-right text-sm text-zinc-700 tabular-nums">
                  {formatDateTime(event.starts_at, { timeZone, locale })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function UpcomingEventsSkeleton() {
  return <Skeleton className="h-80" />;
}
