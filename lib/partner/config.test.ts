import { afterEach, describe, expect, it, vi } from "vitest";

import { partnerBaseUrl, setEmbeddedPartner } from "@/lib/partner/config";

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
    setEmbeddedPartner(undefined);
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

  it("uses the embedded sandbox handed over by boot when PARTNER_API_URL is unset", async () => {
    vi.stubEnv("PARTNER_API_URL", "");
    vi.stubEnv("PARTNER_API_KEY", "");
    const fakeFetch = vi.fn<typeof fetch>();
    let ready!: () => void;
    const booting = new Promise<void>((resolve) => (ready = resolve));
    const { partnerConfig } = await import("@/lib/partner/config");
    setEmbeddedPartner(async () => {
      await booting;
      return { baseUrl: "http://localhost:3000", apiKey: "demo", fetch: fakeFetch };
    });
    const resolving = partnerConfig();
    ready();
    expect(await resolving).toEqual({
      baseUrl: "http://localhost:3000/partner/v1",
      apiKey: "demo",
      fetch: fakeFetch,
    });
  });

  it("says what is missing when nothing was handed over", async () => {
    vi.stubEnv("PARTNER_API_URL", "");
    vi.stubEnv("PARTNER_API_KEY", "");
    const { partnerConfig } = await import("@/lib/partner/config");
    await expect(partnerConfig()).rejects.toThrow(/no embedded sandbox was handed over/);
  });
});
