import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getAuthOptions } from "./options";

type Redirect = (params: { url: string; baseUrl: string }) => string | Promise<string>;
const saved = { ...process.env };

beforeAll(() => {
  process.env.AUTH_SECRET = "options-test-secret-of-at-least-32-chars";
  delete process.env.NEXTAUTH_URL;
  delete process.env.AUTH_TRUST_HOST;
});
afterAll(() => {
  process.env = saved;
});

describe("auth options: redirects follow the address the user opened", () => {
  it("does not pin next-auth to APP_URL, so its origin comes from the request", () => {
    process.env.APP_URL = "http://localhost:3000";
    getAuthOptions();
    expect(process.env.NEXTAUTH_URL).toBeUndefined();
    // next-auth v4 (utils/detect-origin) then builds its origin from the request's Host / X-Forwarded-*
    // headers; e2e/opened-host.spec.ts proves it end to end.
    expect(process.env.AUTH_TRUST_HOST).toBe("true");
  });

  it("keeps every destination on that origin", async () => {
    const redirect = getAuthOptions().callbacks!.redirect as Redirect;
    const baseUrl = "http://127.0.0.1:3000";
    expect(await redirect({ url: "/events?status=live", baseUrl })).toBe(`${baseUrl}/events?status=live`);
    expect(await redirect({ url: `${baseUrl}/events/1`, baseUrl })).toBe(`${baseUrl}/events/1`);
    for (const url of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "http://localhost:3000/events",
    ]) {
      expect(await redirect({ url, baseUrl }), url).toBe(`${baseUrl}/login`);
    }
  });
});
