import { describe, expect, it, vi } from "vitest";

// Before any module reads the environment: env() keeps the first values it parses.
vi.stubEnv("DISPLAY_TZ", "America/Manaus");
const { maintenanceJob } = await import("./maintenance");
const { dailySalesReportJob, weeklySalesReportJob } = await import("@/lib/notifications/report-job");

describe("schedules in local time", () => {
  it.each([maintenanceJob, dailySalesReportJob, weeklySalesReportJob])("$name runs in DISPLAY_TZ", (job) => {
    const tz = job.schedule?.tz;
    expect(typeof tz === "function" ? tz() : tz).toBe("America/Manaus");
  });
});
