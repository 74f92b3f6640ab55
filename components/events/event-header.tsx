import { ArrowLeft, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";

import { EVENT_STATUSES, type Event } from "@/lib/contract";

import { buttonVariants } from "@/components/ui/button";

import { PageHeader } from "@/components/layout/page-header";
import { ProducerLink } from "@/components/layout/producer-link";

import { DuplicateEvent } from "./overview/duplicate-event";
import { StatusBadge } from "./status-badge";
import { StatusChange } from "./status-change";

/** The workspace's title row; its links keep the header switcher's `?producer=` choice. */
export function EventHeader({ event, canWrite }: { event: Event; canWrite: boolean }) {
  const t = useTranslations("events.detail");
  return (
    <PageHeader
      eyebrow={
        <ProducerLink
          href="/events"
          className="mb-2 inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-zinc-600 hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft aria-hidden className="size-4" /> {t("back")}
        </ProducerLink>
      }
      title={event.name}
      description={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StatusBadge status={event.status} />
          <span>{event.producer.name}</span>
        </span>
      }
      actions={
        canWrite ? (
          <>
            <StatusChange
              eventId={event.id}
              eventName={event.name}
              status={event.status}
              statuses={EVENT_STATUSES}
            />
            <DuplicateEvent eventId={event.id} eventName={event.name} startsAt={event.starts_at} />
            <ProducerLink href={`/events/${event.id}/edit`} className={buttonVariants()}>
              <Pencil aria-hidden /> {t("edit")}
            </ProducerLink>
          </>
        ) : null
      }
    />
  );
}
