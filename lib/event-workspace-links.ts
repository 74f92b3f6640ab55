import "server-only";

import { can } from "@/lib/auth/policy";
import type { SessionUser } from "@/lib/auth/types";
import { hasTourneyData } from "@/lib/roster/roster";
import { WORKSPACE_TABS, workspaceLinks, type WorkspaceLink } from "@/lib/workspace-tabs";

/**
 * The tabs of one event `user` may open — the workspace's tab bar and the Overview's shortcuts both use
 * this. The Roster tab only for events with tournament data (and users who may read orders).
 */
export async function eventWorkspaceLinks(
  user: SessionUser,
  eventId: string,
  base: string,
): Promise<WorkspaceLink[]> {
  const roster = can(user, "orders:read") && (await hasTourneyData(eventId).catch(() => false));
  const tabs = roster ? WORKSPACE_TABS : WORKSPACE_TABS.filter((tab) => tab.key !== "roster");
  return workspaceLinks(user, base, tabs);
}
