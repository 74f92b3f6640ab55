import Link from "next/link";

import { getTranslations } from "next-intl/server";

import { EVENT_STATUSES } from "@/lib/contract/constants";
import { EVENTS_PATH, eventsList } from "@/lib/events/list-params";
import { countEventsByStatus } from "@/lib/partner/events";

import { Skeleton } from "@/components/ui/skeleton";

import { StatusBadge } from "./status-badge";

/** One card per event status with its total (counted from the one list the home page reads). */
export async function StatusCounts({ producer }: { producer: { id: string; slug: string } | null }) {
  const t = await getTranslations("shell.home");
  const totals = await countEventsByStatus(producer?.id);
  const base = eventsList.parse({ producer: producer?.slug });
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {EVENT_STATUSES.map((status) => (
        <li key={status}>
          <Link
            href={eventsList.href(EVENTS_PATH, base, { status })}
            className="grid gap-3 rounded-lg border border-zinc-200 bg-white p-5 shadow-sm transition-colors hover:border-zinc-300 hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className="justify-self-start">
              <StatusBadge status={status} />
            </span>
            <span aria-hidden className="text-3xl font-semibold tracking-tight text-zinc-950 tabular-nums">
              {totals[status]}
            </span>
            <span className="sr-only">{t("count", { count: totals[status] })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function StatusCountsSkeleton() {
  return (
    <div aria-hidden className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {EVENT_STATUSES.map((s) => (
        <Skeleton key={s} className="h-[7.25rem]" />
      ))}
    </div>
  );
}
