"use server";

import { defineAction } from "@/lib/actions/pipeline";

import { createScheduleSpec } from "./create-spec";

// A borderô or /reports report sent on a schedule to chosen team members (analytics:read).
export const createReportScheduleAction = defineAction({
  capability: "analytics:read",
  ...createScheduleSpec(["settlement", "report"]),
});

// An orders export sent on a schedule (the export's own capability).
export const createOrdersScheduleAction = defineAction({
  capability: "orders:read",
  ...createScheduleSpec(["orders"]),
});
