import { describe, expect, it } from "vitest";

import { fullJitter, isRetryableStatus, retryAfterMs, sleep } from "@/lib/partner/retry";

describe("retry policy", () => {
  it("retries network-ish statuses only", () => {
    expect([408, 429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([200, 204, 301, 400, 401, 403, 404, 409, 422].some(isRetryableStatus)).toBe(false);
  });

  it("parses Retry-After seconds and HTTP-dates", () => {
    const now = Date.parse("2030-01-01T00:00:00Z");
    expect(retryAfterMs("120", now)).toBe(120_000);
    expect(retryAfterMs(" 0 ", now)).toBe(0);
    expect(retryAfterMs("Tue, 01 Jan 2030 00:00:03 GMT", now)).toBe(3_000);
    expect(retryAfterMs("Mon, 31 Dec 2029 23:59:00 GMT", now)).toBe(0);
    for (const bad of [null, "", "soon", "-5", "1.5"]) expect(retryAfterMs(bad, now)).toBeUndefined();
  });

  it("draws full jitter below min(cap, base·2^attempt)", () => {
    expect(fullJitter(0, 250, 1_000, () => 0)).toBe(0);
    expect(fullJitter(0, 250, 1_000, () => 0.999)).toBe(249);
    expect(fullJitter(1, 250, 1_000, () => 0.5)).toBe(250);
    expect(fullJitter(5, 250, 1_000, () => 0.999)).toBe(999);
  });

  it("sleep rejects with the abort reason", async () => {
    const ctl = new AbortController();
    const pending = sleep(10_000, ctl.signal);
    ctl.abort(new Error("stop"));
    await expect(pending).rejects.toThrow("stop");
  });
});
