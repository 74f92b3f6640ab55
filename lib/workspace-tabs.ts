import { can, type Capability, type HasRole } from "@/lib/auth/policy";

export type WorkspaceTabKey = "overview" | "lots" | "coupons" | "orders" | "door" | "analytics" | "roster";

export type WorkspaceTab = {
  key: WorkspaceTabKey;
  /** Path under /events/<id>; "" is the overview. */
  segment: string;
  capability: Capability;
  /** False until the tab's page exists: declared here, never linked, so nobody lands on an empty page. */
  ready: boolean;
};

/** The event workspace's tabs, in order: the one list that pages, links and later issues extend. */
export const WORKSPACE_TABS: readonly WorkspaceTab[] = [
  { key: "overview", segment: "", capability: "events:read", ready: true },
  { key: "lots", segment: "lots", capability: "events:read", ready: true },
  { key: "coupons", segment: "coupons", capability: "events:read", ready: true },
  { key: "orders", segment: "orders", capability: "orders:read", ready: true },
  { key: "door", segment: "door", capability: "orders:read", ready: true },
  { key: "analytics", segment: "analytics", capability: "analytics:read", ready: true },
  { key: "roster", segment: "roster", capability: "orders:read", ready: true },
];

export type WorkspaceLink = { key: WorkspaceTabKey; href: string };

/** The tabs `user` may open for one event, as plain links (`base` is /events/<id or slug as in the URL). */
export function workspaceLinks(
  user: HasRole,
  base: string,
  tabs: readonly WorkspaceTab[] = WORKSPACE_TABS,
): WorkspaceLink[] {
  return tabs
    .filter((tab) => tab.ready && can(user, tab.capability))
    .map((tab) => ({
      key: tab.key,
      href: tab.segment ? `${base}/${tab.segment}` : base,
    }));
}
