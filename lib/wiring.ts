import "server-only";

import type { AnyJobDefinition } from "@/lib/jobs/define";
import { provideJobDefinitions } from "@/lib/jobs/registry";
import { addOutboxConsumer, type OutboxConsumer } from "@/lib/live/outbox-consumers";
import { processSingleton } from "@/lib/process-singleton";

/**
 * What this Palco runs beside its pages, in one place: every job (lib/jobs runs them and imports none)
 * and every consumer of the live outbox (lib/live hands them messages and imports none). Boot calls `wire()`
 * before the first request. Each entry is loaded on first need: loading a feature loads drizzle, the
 * Partner client and more, and Next serves nothing until boot returns.
 */
const JOBS: readonly (() => Promise<AnyJobDefinition[]>)[] = [
  // A job's name also keys messages/jobs.json "names".
  () => import("@/lib/jobs/maintenance").then((m) => [m.maintenanceJob]),
  () => import("@/lib/events/duplicate/job").then((m) => [m.duplicateEventJob]),
  () => import("@/lib/buyers/campaign-job").then((m) => [m.birthdayCampaignJob]),
  () => import("@/lib/buyers/deactivate-job").then((m) => [m.deactivateUnusedJob]),
  () => import("@/lib/webhooks/jobs").then((m) => [m.webhookInboxJob, m.webhookBackfillJob]),
  () => import("@/lib/schedules/job").then((m) => [m.reportSchedulesJob]),
  () => import("@/lib/jobs/bulk-cancel").then((m) => [m.bulkCancelJob]),
  () => import("@/lib/coupons/bulk-job").then((m) => [m.bulkCodesJob]),
];

let notifications: Promise<typeof import("@/lib/notifications/from-live")> | undefined;
let emails: Promise<typeof import("@/lib/notifications/send-due")> | undefined;

/**
 * Consumers of live messages whose effects must survive a crash: they write them in the transaction
 * that records the message (the outbox, lib/live/outbox.ts), so they happen once per cluster.
 */
const OUTBOX_CONSUMERS: readonly OutboxConsumer[] = [
  {
    name: "notifications",
    record: async (tx, message) =>
      (await (notifications ??= import("@/lib/notifications/from-live"))).recordForLive(tx, message),
    flush: async (db) => (await (emails ??= import("@/lib/notifications/send-due"))).sendDueEmails({ db }),
  },
];

/** Every job definition, in the order above. */
export async function jobDefinitions(): Promise<AnyJobDefinition[]> {
  return (await Promise.all(JOBS.map((load) => load()))).flat();
}

/** Hands the jobs to the runner and registers the outbox consumers; a second call does nothing. */
export function wire(): void {
  processSingleton("wiring", () => {
    provideJobDefinitions(jobDefinitions);
    for (const consumer of OUTBOX_CONSUMERS) addOutboxConsumer(consumer);
    return true;
  });
}
