import Link from "next/link";

import { useTranslations } from "next-intl";

import { EVENT_STATUSES } from "@/lib/contract/constants";
import { EVENTS_PATH, eventsList, type EventsListState } from "@/lib/events/list-params";
import { cn } from "@/lib/utils";

/** Status filter as links: the URL holds the filter, so it works without JavaScript and can be shared. */
export function EventsFilters({ state }: { state: EventsListState }) {
  const t = useTranslations("events");
  const options = [undefined, ...EVENT_STATUSES] as const;
  return (
    <nav aria-label={t("filters.label")}>
      <ul className="flex flex-wrap gap-1 rounded-lg border border-zinc-200 bg-white p-1 sm:inline-flex">
        {options.map((status) => {
          const active = state.status === status;
          return (
            <li key={status ?? "all"}>
              <Link
                href={eventsList.href(EVENTS_PATH, state, { status })}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "block rounded-md px-3 py-1.5 text-sm font-medium text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-brand-600",
                  active && "bg-zinc-900 text-white hover:bg-zinc-800 hover:text-white",
                )}
              >
                {status ? t(`status.${status}`) : t("filters.allStatuses")}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
