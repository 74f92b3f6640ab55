/** Top-level message files (messages/<locale>/<namespace>.json) client components read. */
export type Namespace =
  | "account"
  | "analytics"
  | "auth"
  | "buyers"
  | "common"
  | "coupons"
  | "door"
  | "eventOverview"
  | "events"
  | "eventsBulk"
  | "jobs"
  | "live"
  | "lots"
  | "notifications"
  | "orders"
  | "palette"
  | "reports"
  | "roster"
  | "schedules"
  | "settlement"
  | "shell"
  | "sign-in"
  | "table"
  | "team"
  | "twoFactor"
  | "webhooks"
  | "workspace";

/** What every page's client code may use: the shell, tables, live toasts, the bell, sign-in. */
export const CORE_NAMESPACES: readonly Namespace[] = [
  "common",
  "auth",
  "sign-in",
  "shell",
  "table",
  "live",
  "notifications",
  "palette",
];

/** The listed namespaces of a message tree (others left out). */
export function pickNamespaces(
  messages: Record<string, unknown>,
  namespaces: readonly Namespace[],
): Record<string, unknown> {
  return Object.fromEntries(namespaces.filter((n) => n in messages).map((n) => [n, messages[n]]));
}
