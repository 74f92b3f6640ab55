import "server-only";

import type { AnyJobDefinition } from "@/lib/jobs/define";
import { provideJobDefinitions } from "@/lib/jobs/registry";
import { subscribeLive, type LiveMessage } from "@/lib/live/bus";
import { processSingleton } from "@/lib/process-singleton";

/**
 * What this Palco runs beside its pages, in one place: every job (lib/jobs runs them and imports none)
 * and every consumer of the live bus (lib/live delivers to them and imports none). Boot calls `wire()`
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
  () => import("@/lib/notifications/report-job").then((m) => [m.dailySalesReportJob, m.weeklySalesReportJob]),
  () => import("@/lib/jobs/bulk-cancel").then((m) => [m.bulkCancelJob]),
  () => import("@/lib/coupons/bulk-job").then((m) => [m.bulkCodesJob]),
];

let notifications: Promise<typeof import("@/lib/notifications/from-live")> | undefined;

/** Consumers of the live messages this process publishes: they act once per cluster, not per instance. */
const PUBLISHED_LIVE_CONSUMERS: readonly {
  name: string;
  consume: (message: LiveMessage) => Promise<void>;
}[] = [
  {
    name: "notifications",
    consume: async (message) =>
      (await (notifications ??= import("@/lib/notifications/from-live"))).notifyForLive(message),
  },
];

/** Every job definition, in the order above. */
export async function jobDefinitions(): Promise<AnyJobDefinition[]> {
  return (await Promise.all(JOBS.map((load) => load()))).flat();
}

/** Hands the jobs to the runner and subscribes the live consumers; a second call does nothing. */
export function wire(): void {
  processSingleton("wiring", () => {
    provideJobDefinitions(jobDefinitions);
    for (const { name, consume } of PUBLISHED_LIVE_CONSUMERS)
      subscribeLive(
        (message) =>
          void consume(message).catch((error: unknown) =>
            console.error(`[palco] ${name} for a live message failed`, error),
          ),
        { publishedHere: true },
      );
    return true;
  });
}
