import { birthdayCampaignJob } from "@/lib/buyers/campaign-job";
import { deactivateUnusedJob } from "@/lib/buyers/deactivate-job";
import { bulkCodesJob } from "@/lib/coupons/bulk-job";
import { duplicateEventJob } from "@/lib/events/duplicate/job";
import { dailySalesReportJob, weeklySalesReportJob } from "@/lib/notifications/report-job";
import { webhookBackfillJob, webhookInboxJob } from "@/lib/webhooks/jobs";

import { bulkCancelJob } from "./bulk-cancel";
import type { AnyJobDefinition } from "./define";
import { maintenanceJob } from "./maintenance";

/** Every job this Palco runs. A feature adds its definition here (its name also keys messages/jobs.json "names"). */
export const JOB_DEFINITIONS: readonly AnyJobDefinition[] = [
  maintenanceJob,
  duplicateEventJob,
  birthdayCampaignJob,
  deactivateUnusedJob,
  webhookInboxJob,
  webhookBackfillJob,
  dailySalesReportJob,
  weeklySalesReportJob,
  bulkCancelJob,
  bulkCodesJob,
];
