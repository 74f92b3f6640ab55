import type { ReactNode } from "react";

import { notFound } from "next/navigation";

import { requirePageUser } from "@/lib/auth/guard";
import { can } from "@/lib/auth/policy";
import { eventWorkspaceLinks } from "@/lib/event-workspace-links";
import { getEventInScope } from "@/lib/partner/events";

import { EventHeader } from "@/components/events/event-header";
import { WorkspaceNav } from "@/components/events/workspace-nav";

type Props = { children: ReactNode; params: Promise<{ eventId: string }> };

/** The event workspace: header and the tabs this role may use, around each tab's page (not the edit page). */
export default async function EventWorkspaceLayout({ children, params }: Props) {
  const { eventId } = await params;
  const user = await requirePageUser(`/events/${encodeURIComponent(eventId)}`);
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  const links = await eventWorkspaceLinks(user, event.id, `/events/${eventId}`);

  return (
    <div className="grid gap-6">
      <div className="grid gap-4">
        <EventHeader event={event} canWrite={can(user, "events:write")} />
        <WorkspaceNav links={links} />
      </div>
      {children}
    </div>
  );
}
