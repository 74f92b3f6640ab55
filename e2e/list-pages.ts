import type { Role } from "./fixtures";

/** A seeded event every list under an event can open (the roster needs a tournament checkout). */
export const LIST_EVENT = "copa-sunset-de-esports";
const EVENT = LIST_EVENT;

/**
 * Every list page of the app, converted to the list kit or not yet: each must survive junk in its URL.
 * Add a page here when you add a list.
 */
export const LIST_PAGES: { path: string; role: Role }[] = [
  { path: "/events", role: "manager" },
  { path: `/events/${EVENT}/orders`, role: "manager" },
  { path: "/jobs", role: "admin" },
  { path: `/events/${EVENT}/lots`, role: "manager" },
  { path: `/events/${EVENT}/coupons`, role: "manager" },
  { path: `/events/${EVENT}/roster`, role: "manager" },
  { path: `/events/${EVENT}/analytics`, role: "manager" },
  { path: `/events/${EVENT}/door`, role: "manager" },
  { path: `/events/${EVENT}/door/tickets`, role: "manager" },
  { path: `/events/${EVENT}/door/arrivals`, role: "manager" },
  { path: `/events/${EVENT}/analytics/settlement`, role: "manager" },
  { path: "/analytics", role: "manager" },
  { path: "/buyers", role: "marketing" },
  { path: "/buyers/search", role: "marketing" },
  { path: "/buyers/birthdays", role: "marketing" },
  { path: "/buyers/suppression", role: "marketing" },
  { path: "/webhooks", role: "admin" },
  { path: "/webhooks/console", role: "admin" },
  { path: "/team", role: "admin" },
  { path: "/audit", role: "admin" },
  { path: "/reports", role: "manager" },
  { path: "/reports/schedules", role: "manager" },
  { path: "/account", role: "manager" },
  { path: "/", role: "manager" },
];

/**
 * Lists inside a record's page (a run's outcomes, a buyer's orders, a campaign's codes): reached through
 * the first link of a list above, so they are visited with whatever record the data set has.
 */
export const RECORD_LIST_PAGES: { list: string; link: RegExp; role: Role }[] = [
  { list: "/jobs?system=show", link: /^\/jobs\/[0-9a-f-]{36}$/, role: "admin" },
  { list: "/buyers?producer=sunset-producoes", link: /^\/buyers\/[^/?]+\?producer=/, role: "marketing" },
];
