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

/** A namespace, or a part of one ("notifications.bell"): what a layout gives its client code. */
export type MessageScope = Namespace | `${Namespace}.${string}`;

/**
 * What every page's client code may use: the shell, tables, live toasts, the bell and its panel, the
 * step-up dialog, the palette. Only the parts the shell's own components read: the notification
 * settings, the unsubscribe page and the sign-in form's texts go with their own routes.
 */
export const CORE_NAMESPACES: readonly MessageScope[] = [
  "common",
  "auth.stepUp",
  "shell",
  "table",
  "live",
  "notifications.bell",
  "notifications.items",
  "notifications.kinds",
  "palette",
];

const isTree = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** Whether `scope` is among `given` or under one of them ("events" covers "events.status", not the reverse). */
export function isCovered(given: ReadonlySet<string>, scope: string): boolean {
  const keys = scope.split(".");
  return keys.some((_, i) => given.has(keys.slice(0, i + 1).join(".")));
}

/**
 * The listed scopes of a message tree, others left out. A scope under one already listed adds nothing;
 * the source tree is never written to (the objects made here hold references into it).
 */
export function pickNamespaces(
  messages: Record<string, unknown>,
  scopes: readonly MessageScope[],
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  const placed = new Set<string>();
  // Shorter paths first, so a namespace given whole is in place before any part of it is asked.
  for (const scope of [...scopes].sort((a, b) => a.split(".").length - b.split(".").length)) {
    if (isCovered(placed, scope)) continue;
    const keys = scope.split(".");
    let from: unknown = messages;
    for (const key of keys) from = isTree(from) ? from[key] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Record<string, unknown>;
    into[keys[keys.length - 1]] = from;
    placed.add(scope);
  }
  return picked;
}
