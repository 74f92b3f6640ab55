import { Suspense } from "react";

import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { requirePageUser } from "@/lib/auth/guard";
import { can } from "@/lib/auth/policy";
import { formatCalendarDay } from "@/lib/dates";
import { ordersList } from "@/lib/orders/list-params";
import { readOrdersTable } from "@/lib/orders/table-read";
import { getEventInScope } from "@/lib/partner/events";
import { upstreamAnswer } from "@/lib/upstream-answer";

import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { withUpstreamError } from "@/components/layout/with-upstream-error";
import { BulkCancel } from "@/components/orders/bulk-cancel";
import { OrdersExports } from "@/components/orders/orders-exports";
import { OrdersFilters } from "@/components/orders/orders-filters";
import { OrdersTable } from "@/components/orders/orders-table";

type Props = {
  params: Promise<{ eventId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("orders"))("title") };
}

/** The workspace's Orders tab: filters and paging in the URL, newest first. */
async function OrdersPage({ params, searchParams }: Props) {
  const { eventId } = await params;
  const user = await requirePageUser(`/events/${encodeURIComponent(eventId)}/orders`);
  if (!can(user, "orders:read")) notFound();
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const state = ordersList.parse(await searchParams);
  const [t, timeZone, locale] = await Promise.all([getTranslations("orders"), getTimeZone(), getLocale()]);
  const base = `/events/${eventId}`;
  const sinceLabel = state.since ? formatCalendarDay(state.since, locale) : null;
  // Issue 25 §2, the rule for what may fail after the status is sent: a page's own bounded read (here the
  // orders of the URL, one API page or a capped sort or search) is awaited before the first byte of a
  // document, so a Partner failure answers 502/503 (+ Retry-After) with the error state in the shell; this
  // segment has no loading.tsx for that reason. Client navigations (RSC) still stream it behind the
  // skeleton: their status cannot change anyway (the router reloads on any non-2xx). Figures that read
  // all of an event's orders (analytics, coupon uses, the pace, the borderô) stream behind their skeleton
  // on every request (§3); failing, they show their error in place under the 200 already sent.
  if (!(await headers()).has("rsc")) {
    await readOrdersTable({ eventId: event.id, state, locale, timeZone }).catch((error: unknown) => {
      if (upstreamAnswer(error)) throw error; // withUpstreamError below; anything else: the table says so
    });
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-zinc-950">{t("title")}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <OrdersExports
            eventId={event.id}
            state={state}
            timeZone={timeZone}
            contact={can(user, "exports:contact")}
          />
          {can(user, "orders:cancel") ? (
            <BulkCancel
              eventId={event.id}
              eventName={event.name}
              since={state.since ?? null}
              sinceLabel={sinceLabel}
            />
          ) : null}
        </div>
      </div>
      <Suspense
        key={ordersList.queryKey(state)}
        fallback={
          <div className="grid gap-4">
            <OrdersFilters base={`${base}/orders`} state={state} />
            <DataTableSkeleton />
          </div>
        }
      >
        <OrdersTable eventId={event.id} base={base} state={state} />
      </Suspense>
    </div>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(OrdersPage);
