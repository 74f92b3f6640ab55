import type { EventSummary } from "@/lib/contract";
import { byInstant, byText, type Comparators } from "@/lib/url-state/sort";

/** The events list's sortable columns (also its DataTable column ids); the API's order is the default. */
export const EVENT_SORT_KEYS = ["name", "status", "starts_at", "producer"] as const;
export type EventSortKey = (typeof EVENT_SORT_KEYS)[number];

export function eventComparators(locale: string): Comparators<EventSummary, EventSortKey> {
  return {
    name: byText((e) => e.name, locale),
    status: byText((e) => e.status, locale),
    starts_at: byInstant((e) => e.starts_at),
    producer: byText((e) => e.producer.name, locale),
  };
}
