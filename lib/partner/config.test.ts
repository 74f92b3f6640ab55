import { afterEach, describe, expect, it, vi } from "vitest";

import { partnerBaseUrl } from "@/lib/partner/config";

describe("partnerBaseUrl", () => {
  it.each([
    ["https://api.example.com", "https://api.example.com/partner/v1"],
    ["https://api.example.com/", "https://api.example.com/partner/v1"],
    ["https://api.example.com/partner/v1", "https://api.example.com/partner/v1"],
    ["https://api.example.com/partner/v1//", "https://api.example.com/partner/v1"],
    ["http://127.0.0.1:4010/gateway", "http://127.0.0.1:4010/gateway/partner/v1"],
  ])("%s → %s", (input, expected) => expect(partnerBaseUrl(input)).toBe(expected));
});

describe("partnerConfig", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    vi.doUnmock("@/lib/sandbox/embedded");
  });

  it("uses PARTNER_API_URL and PARTNER_API_KEY when set", async () => {
    vi.stubEnv("PARTNER_API_URL", "https://partner.example.com/");
    vi.stubEnv("PARTNER_API_KEY", "live-key-123456");
    const { partnerConfig } = await import("@/lib/partner/config");
    const cfg = await partnerConfig();
    expect([cfg.baseUrl, cfg.apiKey, typeof cfg.fetch]).toEqual([
      "https://partner.example.com/partner/v1",
      "live-key-123456",
      "function",
    ]);
  });

  it("uses the embedded sandbox when PARTNER_API_URL is unset", async () => {
    vi.stubEnv("PARTNER_API_URL", "");
    vi.stubEnv("PARTNER_API_KEY", "");
    const fakeFetch = vi.fn<typeof fetch>();
    vi.doMock("@/lib/sandbox/embedded", () => ({
      embeddedPartner: async () => ({
        baseUrl: "http://localhost:3000/partner/v1",
        apiKey: "demo",
        fetch: fakeFetch,
      }),
    }));
    const { partnerConfig } = await import("@/lib/partner/config");
    expect(await partnerConfig()).toEqual({
      baseUrl: "http://localhost:3000/partner/v1",
      apiKey: "demo",
      fetch: fakeFetch,
    });
  });
});
