import { describe, expect, it, vi } from "vitest";

// Before any module reads the environment: env() keeps the first values it parses.
vi.stubEnv("DISPLAY_TZ", "America/Manaus");
const { maintenanceJob } = await import("./maintenance");
// The daily and weekly sales e-mails are preset schedules of this job (lib/notifications/report-presets.ts).
const { reportSchedulesJob } = await import("@/lib/schedules/job");

describe("schedules in local time", () => {
  it.each([maintenanceJob, reportSchedulesJob])("$name runs in DISPLAY_TZ", (job) => {
    const tz = job.schedule?.tz;
    expect(typeof tz === "function" ? tz() : tz).toBe("America/Manaus");
  });
});
