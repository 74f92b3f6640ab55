import { describe, expect, it } from "vitest";

import { parseSandboxConfig, SandboxConfigError } from "./config";

function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    parseSandboxConfig(source);
  } catch (err) {
    if (err instanceof SandboxConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe("sandbox configuration", () => {
  it("runs with no variables at all, on the same DATA_DIR and APP_URL defaults as Palco", () => {
    expect(parseSandboxConfig({})).toEqual({
      DATA_DIR: ".data",
      APP_URL: "http://localhost:3000",
      SANDBOX_PORT: 4010,
      SANDBOX_TIME_SCALE: 1,
      SANDBOX_WEBHOOK_ALLOW_HTTP: [],
    });
  });

  it("treats empty strings as unset and splits the webhook http allow-list", () => {
    const config = parseSandboxConfig({
      SANDBOX_DATABASE_URL: "",
      SANDBOX_PORT: " ",
      SANDBOX_WEBHOOK_ALLOW_HTTP: "localhost, 127.0.0.1 ,,",
    });
    expect(config.SANDBOX_DATABASE_URL).toBeUndefined();
    expect(config.SANDBOX_PORT).toBe(4010);
    expect(config.SANDBOX_WEBHOOK_ALLOW_HTTP).toEqual(["localhost", "127.0.0.1"]);
  });

  it("names the variable and what it expects", () => {
    expect(
      problemsOf({
        SANDBOX_DATABASE_URL: "mysql://db",
        SANDBOX_PORT: "70000",
        SANDBOX_ADMIN_TOKEN: "short",
        SANDBOX_TIME_SCALE: "0",
      }),
    ).toEqual([
      expect.stringMatching(/^SANDBOX_DATABASE_URL: expected a postgres:\/\/ URL/),
      expect.stringMatching(/^SANDBOX_PORT: expected/),
      expect.stringMatching(/^SANDBOX_ADMIN_TOKEN: expected at least 16/),
      expect.stringMatching(/^SANDBOX_TIME_SCALE: expected a positive number/),
    ]);
  });
});
