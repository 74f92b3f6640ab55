import { can, type Capability, type HasRole } from "@/lib/auth/policy";

/** A page or action the palette offers, shown only to roles whose capability allows it. */
export type PaletteCommand = {
  key: string;
  group: "pages" | "actions";
  capability?: Capability;
  /** Where it goes; `event` is the current event's id or slug (from the URL) for event-scoped ones. */
  href: (event: string | null) => string | null;
  /** A file download rather than a page (opened as a link, not a client navigation). */
  download?: boolean;
  /** Words it is also found by, besides its label. */
  keywords?: string[];
};

const inEvent = (suffix: string) => (event: string | null) =>
  event ? `/events/${encodeURIComponent(event)}${suffix}` : null;

/** Isomorphic: the palette filters it in the browser with `can` (the same policy map as every check). */
export const PALETTE_COMMANDS: readonly PaletteCommand[] = [
  { key: "home", group: "pages", href: () => "/" },
  { key: "events", group: "pages", capability: "events:read", href: () => "/events" },
  { key: "buyers", group: "pages", capability: "buyers:read", href: () => "/buyers" },
  { key: "analytics", group: "pages", capability: "analytics:read", href: () => "/analytics" },
  { key: "reports", group: "pages", capability: "analytics:read", href: () => "/reports" },
  { key: "jobs", group: "pages", capability: "jobs:read", href: () => "/jobs" },
  { key: "webhooks", group: "pages", capability: "webhooks:manage", href: () => "/webhooks" },
  { key: "team", group: "pages", capability: "team:manage", href: () => "/team" },
  { key: "audit", group: "pages", capability: "audit:read", href: () => "/audit" },
  { key: "account", group: "pages", href: () => "/account" },
  { key: "orders", group: "pages", capability: "orders:read", href: inEvent("/orders") },
  { key: "door", group: "pages", capability: "orders:read", href: inEvent("/door") },
  { key: "settlement", group: "pages", capability: "analytics:read", href: inEvent("/analytics/settlement") },
  { key: "newEvent", group: "actions", capability: "events:write", href: () => "/events/new" },
  {
    key: "exportOrders",
    group: "actions",
    capability: "orders:read",
    href: (event) => (event ? `/api/events/${encodeURIComponent(event)}/exports/orders` : null),
    download: true,
  },
  { key: "rotateLot", group: "actions", capability: "lots:write", href: inEvent("/lots") },
  { key: "newCoupon", group: "actions", capability: "coupons:write", href: inEvent("/coupons/new") },
  { key: "inviteMember", group: "actions", capability: "team:manage", href: () => "/team/invite" },
];

/** The commands `user` may run here (event-scoped ones only inside an event). */
export function commandsFor(user: HasRole, event: string | null) {
  return PALETTE_COMMANDS.flatMap((c) => {
    if (c.capability && !can(user, c.capability)) return [];
    const href = c.href(event);
    return href ? [{ key: c.key, group: c.group, href, download: c.download ?? false }] : [];
  });
}

/** The event id or slug of the current URL (/events/<ref>/…), or null; "new" is not an event. */
export function eventOfPath(pathname: string): string | null {
  const ref = /^\/events\/([^/]+)/.exec(pathname)?.[1];
  return ref && ref !== "new" ? decodeURIComponent(ref) : null;
}
