import type { ReactNode } from "react";

import { notFound } from "next/navigation";

import { requirePageUser } from "@/lib/auth/guard";
import { getEventInScope } from "@/lib/partner/events";

import { ClientMessages } from "@/components/i18n/client-messages";
import { QueryProvider } from "@/components/layout/query-provider";
import { withUpstreamError } from "@/components/layout/with-upstream-error";

type Props = { children: ReactNode; params: Promise<{ eventId: string }> };

/**
 * The existence and scope check for every page of one event. It runs before anything streams (no
 * loading.tsx above this segment), so a missing or out-of-scope event answers HTTP 404, not 200.
 * Pages below may suspend for their slow widgets; the event itself is cached per request (getEvent).
 * react-query loads here, where its mutations are (status dialog, cover upload), not with the list.
 * A Partner failure reading the event answers 502/503 with the error state inside the shell.
 */
async function EventLayout({ children, params }: Props) {
  const { eventId } = await params;
  const user = await requirePageUser(`/events/${encodeURIComponent(eventId)}`);
  if (!(await getEventInScope(user, eventId))) notFound();
  return (
    // What the header's client code reads (its status and duplicate dialogs), sent with every tab; the
    // Overview and the edit page give all of "events" and "eventOverview" in their own layouts.
    <ClientMessages
      namespaces={[
        "workspace",
        "events.detail",
        "events.status",
        "events.statusDialog",
        "events.errors",
        "eventOverview.duplicate",
      ]}
    >
      <QueryProvider>{children}</QueryProvider>
    </ClientMessages>
  );
}

export default withUpstreamError(EventLayout);
