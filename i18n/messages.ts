import "server-only";

import { readdir } from "node:fs/promises";
import path from "node:path";

import type { Locale } from "./locales";

/**
 * Every namespace, typed from its pt-BR file (the source language). i18n/app-config.d.ts hands this to
 * next-intl, so a key missing from pt-BR fails the typecheck; test/messages.test.ts checks that every
 * locale has exactly pt-BR's keys. Register each new messages/<locale>/<namespace>.json here.
 */
export type Messages = {
  account: typeof import("../messages/pt-BR/account.json");
  analytics: typeof import("../messages/pt-BR/analytics.json");
  audit: typeof import("../messages/pt-BR/audit.json");
  auth: typeof import("../messages/pt-BR/auth.json");
  buyers: typeof import("../messages/pt-BR/buyers.json");
  common: typeof import("../messages/pt-BR/common.json");
  coupons: typeof import("../messages/pt-BR/coupons.json");
  csv: typeof import("../messages/pt-BR/csv.json");
  door: typeof import("../messages/pt-BR/door.json");
  events: typeof import("../messages/pt-BR/events.json");
  eventsBulk: typeof import("../messages/pt-BR/eventsBulk.json");
  eventOverview: typeof import("../messages/pt-BR/eventOverview.json");
  jobs: typeof import("../messages/pt-BR/jobs.json");
  lots: typeof import("../messages/pt-BR/lots.json");
  live: typeof import("../messages/pt-BR/live.json");
  notifications: typeof import("../messages/pt-BR/notifications.json");
  orders: typeof import("../messages/pt-BR/orders.json");
  palette: typeof import("../messages/pt-BR/palette.json");
  reports: typeof import("../messages/pt-BR/reports.json");
  roster: typeof import("../messages/pt-BR/roster.json");
  shell: typeof import("../messages/pt-BR/shell.json");
  settlement: typeof import("../messages/pt-BR/settlement.json");
  schedules: typeof import("../messages/pt-BR/schedules.json");
  "sign-in": typeof import("../messages/pt-BR/sign-in.json");
  table: typeof import("../messages/pt-BR/table.json");
  team: typeof import("../messages/pt-BR/team.json");
  twoFactor: typeof import("../messages/pt-BR/twoFactor.json");
  webhooks: typeof import("../messages/pt-BR/webhooks.json");
  workspace: typeof import("../messages/pt-BR/workspace.json");
};

const cache = new Map<Locale, Record<string, unknown>>();

/**
 * Messages are split by feature (messages/<locale>/<namespace>.json) so each feature
 * owns its strings; a file becomes the top-level namespace of its name. They are imported through the
 * bundler, not read from disk, because next-intl's build-time loader precompiles them there (see
 * next.config.ts); the directory listing only names the files.
 */
export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  const hit = cache.get(locale);
  if (hit) return hit;
  const dir = path.join(process.cwd(), "messages", locale);
  const files = (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
  const messages: Record<string, unknown> = {};
  for (const file of files) {
    const namespace = file.replace(/\.json$/, "");
    const mod = (await import(`../messages/${locale}/${namespace}.json`)) as { default: unknown };
    messages[namespace] = mod.default;
  }
  cache.set(locale, messages);
  return messages;
}
