import { describe, expect, it } from "vitest";

import { formatBucket } from "./format";

describe("formatBucket", () => {
  it("shows the key's own wall-clock date and hour, whatever the runtime's zone", () => {
    expect(formatBucket("2026-11-22", "day", "en", true)).toBe("Nov 22, 2026");
    expect(formatBucket("2026-11-22T23", "hour", "en")).toBe("Nov 22, 23:00");
  });
});
