import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getLocale, getTimeZone, getTranslations } from "next-intl/server";

import { eventToFormValues, UPDATE_FLAGS } from "@/lib/actions/events/form";
import { updateEventAction } from "@/lib/actions/events/update";
import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { timeZoneLabel } from "@/lib/dates";
import { getEventInScope } from "@/lib/partner/events";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

import { CoverUpload } from "@/components/events/cover-upload";
import { EventCover } from "@/components/events/event-cover";
import { EventForm } from "@/components/events/event-form";
import { PageHeader } from "@/components/layout/page-header";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

type Props = { params: Promise<{ eventId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("events.form"))("editTitle") };
}

async function EditEventPage({ params }: Props) {
  const { eventId } = await params;
  const user = await guardPage(
    requireCapability("events:write"),
    `/events/${encodeURIComponent(eventId)}/edit`,
  );
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const [t, timeZone, locale] = await Promise.all([getTranslations("events"), getTimeZone(), getLocale()]);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <PageHeader title={t("form.editTitle")} description={event.name} />
      <EventForm
        mode="edit"
        action={updateEventAction.bind(null, event.id)}
        initial={eventToFormValues(event, timeZone)}
        flags={UPDATE_FLAGS}
        timeZoneName={timeZoneLabel(timeZone, locale)}
        cancelHref={`/events/${event.id}`}
      />
      {/* The cover is uploaded on its own (multipart PUT), not with the form's PATCH. */}
      <Card>
        <CardHeader>
          <CardTitle>{t("cover.title")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6 sm:grid-cols-2">
          <EventCover
            url={event.cover_url}
            alt={t("detail.coverAlt", { name: event.name })}
            className="aspect-video w-full rounded-md"
          />
          <CoverUpload eventId={event.id} hasCover={Boolean(event.cover_url)} />
        </CardContent>
      </Card>
    </div>
  );
}

// A Partner failure in this page's own reads: its error state in the shell, HTTP 502/503 while still possible.
export default withUpstreamError(EditEventPage);
