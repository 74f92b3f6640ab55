import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// What boot() opens, replaced by spies: this checks when each opening starts, not the openings themselves.
const opened = vi.hoisted(() => ({
  env: { DATABASE_URL: undefined as string | undefined, PARTNER_API_URL: undefined as string | undefined },
  getDb: vi.fn(async () => undefined),
  startJobs: vi.fn(async () => undefined),
  liveReady: vi.fn(async () => undefined),
  embeddedPartner: vi.fn(async () => undefined),
  wire: vi.fn(),
  sandboxConfig: vi.fn(),
  SandboxConfigError: class SandboxConfigError extends Error {},
}));
vi.mock("@/lib/env", () => ({
  env: () => opened.env,
  EnvError: class EnvError extends Error {},
  usesEmbeddedSandbox: (e = opened.env) => !e.PARTNER_API_URL,
}));
vi.mock("@/lib/partner/config", () => ({ setEmbeddedPartner: vi.fn() }));
vi.mock("@/lib/db/client", () => ({ getDb: opened.getDb }));
vi.mock("@/lib/jobs/start", () => ({ startJobs: opened.startJobs }));
vi.mock("@/lib/live/bus", () => ({ liveReady: opened.liveReady }));
vi.mock("@/lib/sandbox/embedded", () => ({ embeddedPartner: opened.embeddedPartner }));
vi.mock("@/lib/wiring", () => ({ wire: opened.wire }));
vi.mock("@/lib/sandbox/config", () => ({
  sandboxConfig: opened.sandboxConfig,
  SandboxConfigError: opened.SandboxConfigError,
}));

const { boot } = await import("./boot");

/** Lets the dynamic imports and the calls after them run (setImmediate is not faked here). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((r) => setImmediate(r));
};

describe("boot", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    vi.clearAllMocks();
  });
  afterEach(() => vi.useRealTimers());

  it("on PGlite with the embedded sandbox, opens nothing until the first pages have had a second", async () => {
    opened.env = { DATABASE_URL: undefined, PARTNER_API_URL: undefined };
    await boot();
    // Wired before the first request: a request may queue a job or publish a sale at once.
    expect(opened.wire).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    await settle();
    expect(opened.getDb).not.toHaveBeenCalled();
    expect(opened.embeddedPartner).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(opened.getDb).toHaveBeenCalledTimes(1);
    expect(opened.startJobs).toHaveBeenCalledTimes(1);
    expect(opened.liveReady).toHaveBeenCalledTimes(1);
    expect(opened.embeddedPartner).toHaveBeenCalledTimes(1);
  });

  it("on PostgreSQL with the real API, opens the database, jobs and live bridge at once", async () => {
    opened.env = { DATABASE_URL: "postgres://palco@db/palco", PARTNER_API_URL: "https://api.example" };
    await boot();
    await vi.advanceTimersByTimeAsync(0);
    await settle();
    expect(opened.getDb).toHaveBeenCalledTimes(1);
    expect(opened.startJobs).toHaveBeenCalledTimes(1);
    expect(opened.liveReady).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(opened.embeddedPartner).not.toHaveBeenCalled();
    expect(opened.sandboxConfig).not.toHaveBeenCalled();
  });

  it("stops on a bad sandbox variable when it embeds the sandbox, naming it", async () => {
    opened.env = { DATABASE_URL: undefined, PARTNER_API_URL: undefined };
    opened.sandboxConfig.mockImplementationOnce(() => {
      throw new opened.SandboxConfigError("Invalid sandbox configuration:\n  - SANDBOX_PORT: expected …");
    });
    const exit = vi.spyOn(process, "exit").mockImplementation((() => {
      throw new Error("exited");
    }) as never);
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      await expect(boot()).rejects.toThrow("exited");
      expect(exit).toHaveBeenCalledWith(1);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("SANDBOX_PORT"));
      expect(opened.wire).not.toHaveBeenCalled();
    } finally {
      exit.mockRestore();
      logged.mockRestore();
    }
  });
});
