import { Suspense } from "react";

import type { Metadata } from "next";
import Link from "next/link";

import { Plus } from "lucide-react";
import { getTranslations } from "next-intl/server";

import { requirePageUser } from "@/lib/auth/guard";
import { can } from "@/lib/auth/policy";
import { eventsList } from "@/lib/events/list-params";
import { listEvents } from "@/lib/partner/events";
import { resolveProducerChoice } from "@/lib/partner/me";
import { withProducer } from "@/lib/url-state/with-producer";

import { buttonVariants } from "@/components/ui/button";

import { DataTableSkeleton } from "@/components/data-table/skeleton";
import { EventsFilters } from "@/components/events/events-filters";
import { EventsTable } from "@/components/events/events-table";
import { PageHeader } from "@/components/layout/page-header";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("events"))("title") };
}

async function EventsPage({ searchParams }: Props) {
  const user = await requirePageUser("/events");
  const parsed = eventsList.parse(await searchParams);
  // GET /events starts beside GET /me when its producer filter is already known (named in the URL, or
  // none for a user who sees every producer); the table's identical call then reuses it (React cache).
  const early = parsed.producer ?? (user.producerIds === "all" ? undefined : null);
  if (early !== null && !parsed.sort) {
    const { page, per_page, status } = parsed;
    listEvents({ page, per_page, status, producer_id: early }).catch(() => undefined);
  }
  const [t, choice] = await Promise.all([
    getTranslations("events"),
    resolveProducerChoice(user, parsed.producer),
  ]);
  // The URL keeps what the user chose; an unknown or out-of-scope producer falls back like any junk.
  const state = { ...parsed, producer: choice.producer?.slug };
  const chosen = choice.producer;
  const producerId =
    chosen && [chosen.id, chosen.slug].includes(parsed.producer ?? "") ? parsed.producer : chosen?.id;
  const canWrite = can(user, "events:write");

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        actions={
          canWrite ? (
            <Link href={withProducer("/events/new", state.producer)} className={buttonVariants()}>
              <Plus aria-hidden /> {t("new")}
            </Link>
          ) : null
        }
      />
      <Suspense
        key={eventsList.queryKey(state)}
        fallback={
          <div className="grid gap-4">
            <EventsFilters state={state} />
            <DataTableSkeleton />
          </div>
        }
      >
        <EventsTable state={state} producerId={producerId} canWrite={canWrite} empty={!choice.canList} />
      </Suspense>
    </div>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(EventsPage);
