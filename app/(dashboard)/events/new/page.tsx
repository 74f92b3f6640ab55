import type { Metadata } from "next";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { createEventAction } from "@/lib/actions/events/create";
import { CREATE_FLAGS, type EventFormValues } from "@/lib/actions/events/form";
import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { timeZoneLabel } from "@/lib/dates";
import { resolveProducerChoice } from "@/lib/partner/me";
import { parseProducerParam } from "@/lib/url-state/producer";
import { withProducer } from "@/lib/url-state/with-producer";

import { EventForm } from "@/components/events/event-form";
import { PageHeader } from "@/components/layout/page-header";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("events.form"))("createTitle") };
}

async function NewEventPage({ searchParams }: Props) {
  // Staff and marketing get the not-found page here, as for anything outside their access.
  const user = await guardPage(requireCapability("events:write"), "/events/new");
  const requested = (await searchParams).producer;
  const [t, timeZone, locale, choice] = await Promise.all([
    getTranslations("events.form"),
    getTimeZone(),
    getLocale(),
    resolveProducerChoice(user, parseProducerParam(requested)),
  ]);
  const initial: EventFormValues = {
    producer_id: choice.producer?.slug ?? choice.producers[0]?.slug ?? "",
    name: "",
    starts_at: "",
    ends_at: "",
    bio: "",
    color: "",
    ask_for_cpf: true,
    credit_card_enabled: true,
  };

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <PageHeader title={t("createTitle")} description={t("createSubtitle")} />
      <EventForm
        mode="create"
        action={createEventAction}
        initial={initial}
        flags={CREATE_FLAGS}
        producers={choice.producers}
        timeZoneName={timeZoneLabel(timeZone, locale)}
        cancelHref={withProducer("/events", choice.producer?.slug)}
      />
    </div>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(NewEventPage);
