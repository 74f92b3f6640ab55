import { NextRequest } from "next/server";

import { describe, expect, it } from "vitest";

import { REDIRECT_PAYLOADS } from "@/e2e/redirect-payloads";

import { sanitizeAuthRequest } from "./auth-request";
import { sanitizeCallbackCookie } from "./callback-url";

const ORIGIN = "http://localhost:3000";
const payloads = REDIRECT_PAYLOADS.map((p) => p.replaceAll("HOST", "localhost:3000"));

/** What next-auth accepts without a 500 (its assertConfig): an http(s) URL relative to our origin. */
function nextAuthAccepts(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, ORIGIN).protocol);
  } catch {
    return false;
  }
}
const sameOrigin = (value: string) => new URL(value, ORIGIN).origin === ORIGIN && value.startsWith("/");

describe("sanitizeAuthRequest", () => {
  it.each(payloads)("makes the callbackUrl query %j a same-origin path", async (payload) => {
    const url = `${ORIGIN}/api/auth/signin?callbackUrl=${encodeURIComponent(payload)}`;
    const safe = await sanitizeAuthRequest(new NextRequest(url));
    expect(safe).toBeInstanceOf(NextRequest);
    const value = (safe as NextRequest).nextUrl.searchParams.get("callbackUrl")!;
    expect(nextAuthAccepts(value) && sameOrigin(value), value).toBe(true);
  });

  it.each(payloads)("makes the callbackUrl form field %j a same-origin path", async (payload) => {
    const body = new URLSearchParams({ csrfToken: "t", callbackUrl: payload, json: "true" });
    const req = new NextRequest(`${ORIGIN}/api/auth/callback/credentials`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
    const safe = (await sanitizeAuthRequest(req)) as NextRequest;
    const form = new URLSearchParams(await safe.text());
    expect(form.get("csrfToken")).toBe("t");
    expect(form.get("json")).toBe("true");
    expect(sameOrigin(form.get("callbackUrl")!), form.get("callbackUrl")!).toBe(true);
  });

  it("keeps a same-origin destination", async () => {
    const safe = (await sanitizeAuthRequest(
      new NextRequest(`${ORIGIN}/api/auth/signin?callbackUrl=%2Fevents%3Fpage%3D2`),
    )) as NextRequest;
    expect(safe.nextUrl.searchParams.get("callbackUrl")).toBe("/events?page=2");
  });

  it("answers 415 to a JSON or other body and 413 to an oversize form", async () => {
    for (const type of ["application/json", "text/plain", "multipart/form-data; boundary=x"]) {
      const res = await sanitizeAuthRequest(
        new NextRequest(`${ORIGIN}/api/auth/callback/credentials`, {
          method: "POST",
          headers: { "content-type": type },
          body: '{"email":"a@b.c","password":"x"}',
        }),
      );
      expect(res).toBeInstanceOf(Response);
      expect((res as Response).status, type).toBe(415);
      expect(await (res as Response).json()).toEqual({ error: "unsupported_media_type" });
    }
    const big = await sanitizeAuthRequest(
      new NextRequest(`${ORIGIN}/api/auth/callback/credentials`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `a=${"x".repeat(70_000)}`,
      }),
    );
    expect((big as Response).status).toBe(413);
  });
});

describe("sanitizeCallbackCookie", () => {
  it.each(payloads)("replaces a planted callback-url cookie %j", (payload) => {
    for (const name of ["next-auth.callback-url", "__Secure-next-auth.callback-url"]) {
      const header = `a=1; ${name}=${encodeURIComponent(payload)}; b=2`;
      const out = sanitizeCallbackCookie(header, ORIGIN) ?? header;
      const value = decodeURIComponent(/callback-url=([^;]*)/.exec(out)![1]);
      expect(nextAuthAccepts(value) && sameOrigin(value), value).toBe(true);
      expect(out).toMatch(/^a=1; .*; b=2$/);
    }
  });

  it("leaves other cookies and a safe value alone", () => {
    expect(sanitizeCallbackCookie("a=1; next-auth.callback-url=%2Fevents", ORIGIN)).toBeNull();
    expect(sanitizeCallbackCookie("x-next-auth.callback-url=javascript:1", ORIGIN)).toBeNull();
    expect(sanitizeCallbackCookie(null, ORIGIN)).toBeNull();
  });
});

describe("what next-auth's redirect callback decides", () => {
  it("keeps /login (sign-out's destination) for next-auth, which lets its redirect callback judge it", async () => {
    const body = new URLSearchParams({ csrfToken: "t", callbackUrl: "/login", json: "true" });
    const req = new NextRequest(`${ORIGIN}/api/auth/signout`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
    const safe = (await sanitizeAuthRequest(req)) as NextRequest;
    expect(new URLSearchParams(await safe.text()).get("callbackUrl")).toBe("/login");
  });
});
