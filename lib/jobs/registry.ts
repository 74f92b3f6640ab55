import { bulkCodesJob } from "@/lib/coupons/bulk-job";
import { duplicateEventJob } from "@/lib/events/duplicate/job";

import type { AnyJobDefinition } from "./define";
import { maintenanceJob } from "./maintenance";

/** Every job this Palco runs. A feature adds its definition here (its name also keys messages/jobs.json "names"). */
export const JOB_DEFINITIONS: readonly AnyJobDefinition[] = [maintenanceJob, duplicateEventJob, bulkCodesJob];
