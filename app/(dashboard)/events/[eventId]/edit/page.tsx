import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTimeZone, getTranslations } from "next-intl/server";

import { eventToFormValues, UPDATE_FLAGS } from "@/lib/actions/events/form";
import { updateEventAction } from "@/lib/actions/events/update";
import { guardPage } from "@/lib/auth/guard";
import { requireCapability } from "@/lib/auth/session";
import { getEventInScope } from "@/lib/partner/events";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { CoverUpload } from "@/components/events/cover-upload";
import { EventCover } from "@/components/events/event-cover";
import { EventForm } from "@/components/events/event-form";
import { PageHeader } from "@/components/layout/page-header";

type Props = { params: Promise<{ eventId: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("events.form"))("editTitle") };
}

export default async function EditEventPage({ params }: Props) {
  const { eventId } = await params;
  const user = await guardPage(requireCapability("events:write"), `/events/${encodeURIComponent(eventId)}/edit`);
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const [t, timeZone] = await Promise.all([getTranslations("events"), getTimeZone()]);

  return (
    <div className="grid gap-6">
      <PageHeader title={t("form.editTitle")} description={event.name} />
      <div className="grid gap-6 xl:grid-cols-[1fr_18rem]">
        <EventForm
          mode="edit"
          action={updateEventAction.bind(null, event.id)}
          initial={eventToFormValues(event, timeZone)}
          flags={UPDATE_FLAGS}
          timeZone={timeZone}
          cancelHref={`/events/${event.id}`}
        />
        <Card className="h-fit">
          <CardHeader>
            <CardTitle>{t("cover.title")}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <EventCover url={event.cover_url} alt={t("detail.coverAlt", { name: event.name })} className="aspect-video w-full rounded-md" />
            <CoverUpload eventId={event.id} hasCover={Boolean(event.cover_url)} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
