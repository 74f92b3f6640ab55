import { beforeEach, vi } from "vitest";

import { resetActionMocks } from "./events.test-support";

/**
 * The mocks every event action test runs under, in one place: `import "./events.mocks";` first, then the
 * actions through `await import(...)` so they load with these in place. vi.mock registers when this
 * module runs, before the test file's dynamic imports; the factories read events.test-support.
 */
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
vi.mock("next/navigation", async () => (await import("./events.test-support")).navigationMock());
vi.mock("next-intl/server", async () => (await import("./events.test-support")).intlMock());
// recordAuditSafely is recordAudit behind a catch: one mock stands for both.
vi.mock("@/lib/db/audit", () => {
  const recordAudit = vi.fn();
  return { recordAudit, recordAuditSafely: recordAudit };
});
vi.mock("@/lib/partner/client", async (importOriginal) =>
  (await import("./events.test-support")).partnerClientMock(importOriginal),
);
vi.mock("@/lib/auth/session", async () => (await import("./events.test-support")).sessionMock());

beforeEach(resetActionMocks);
