import { ArrowLeft, Pencil } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import type { Event } from "@/lib/contract";
import { withProducer } from "@/lib/url-state/events";

import { buttonVariants } from "@/components/ui/button";
import { PageHeader } from "@/components/layout/page-header";

import { StatusBadge } from "./status-badge";
import { StatusChange } from "./status-change";

export function EventHeader({
  event,
  canWrite,
  producer,
}: {
  event: Event;
  canWrite: boolean;
  producer?: string;
}) {
  const t = useTranslations("events.detail");
  return (
    <PageHeader
      eyebrow={
        <Link
          href={withProducer("/events", producer)}
          className="mb-2 inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-zinc-600 hover:text-zinc-950 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ArrowLeft aria-hidden className="size-4" /> {t("back")}
        </Link>
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
            <StatusChange eventId={event.id} eventName={event.name} status={event.status} />
            <Link href={withProducer(`/events/${event.id}/edit`, producer)} className={buttonVariants()}>
              <Pencil aria-hidden /> {t("edit")}
            </Link>
          </>
        ) : null
      }
    />
  );
}
