import type { ReactNode } from "react";

import { notFound } from "next/navigation";

import { requirePageUser } from "@/lib/auth/guard";
import { can } from "@/lib/auth/policy";
import { getEventInScope } from "@/lib/partner/events";
import { hasTourneyData } from "@/lib/roster/fetch";
import { WORKSPACE_TABS, workspaceLinks } from "@/lib/workspace-tabs";

import { EventHeader } from "@/components/events/event-header";
import { WorkspaceNav } from "@/components/events/workspace-nav";

type Props = { children: ReactNode; params: Promise<{ eventId: string }> };

/** The event workspace: header and the tabs this role may use, around each tab's page (not the edit page). */
export default async function EventWorkspaceLayout({ children, params }: Props) {
  const { eventId } = await params;
  const user = await requirePageUser(`/events/${encodeURIComponent(eventId)}`);
  const event = await getEventInScope(user, eventId);
  if (!event) notFound();
  // The Roster tab only for events with tournament data (and users who may read orders).
  const roster = can(user, "orders:read") && (await hasTourneyData(event.id).catch(() => false));
  const tabs = roster ? WORKSPACE_TABS : WORKSPACE_TABS.filter((tab) => tab.key !== "roster");

  return (
    <div className="grid gap-6">
      <div className="grid gap-4">
        <EventHeader event={event} canWrite={can(user, "events:write")} />
        <WorkspaceNav links={workspaceLinks(user, `/events/${eventId}`, tabs)} />
      </div>
      {children}
    </div>
  );
}
