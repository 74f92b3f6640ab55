import type { APIRequestContext, APIResponse } from "@playwright/test";

import { authFile, demoLogin, expect, test } from "./fixtures";
import { REDIRECT_PAYLOADS } from "./redirect-payloads";

// Issue 25 §2: next-auth answered 500 to a callbackUrl (query or its callback-url cookie) that is not an
// http(s) URL, so one planted cookie broke sign-in for that browser. Every redirect target below, sent
// through the query, the form field and the cookie, is either same-origin or ignored; never a 500.

const BASE = `http://localhost:${process.env.E2E_PORT}`;
const payloads = REDIRECT_PAYLOADS.map((p) => p.replaceAll("HOST", new URL(BASE).host));

function expectSameOriginOrNone(res: APIResponse, target: string | undefined, label: string) {
  expect(res.status(), `${label}: not a server error`).toBeLessThan(500);
  if (!target) return;
  const url = new URL(target, BASE);
  expect(url.origin, `${label}: ${target}`).toBe(BASE);
}

/** A cookie header value: browsers and next-auth store the callback URL percent-encoded. */
const cookie = (payload: string) => `next-auth.callback-url=${encodeURIComponent(payload)}`;

async function csrf(api: APIRequestContext): Promise<string> {
  const res = await api.get("/api/auth/csrf");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

/** The callback-url cookie next-auth sets back, if any, decoded. */
function cookieSetBack(res: APIResponse): string | undefined {
  const header = res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value)
    .find((v) => /next-auth\.callback-url=/.test(v));
  const value = header && /next-auth\.callback-url=([^;]*)/.exec(header)?.[1];
  return value ? decodeURIComponent(value) : undefined;
}

test(`${payloads.length} callbackUrl payloads in the query: same-origin or ignored, never a 500`, async ({
  request,
}) => {
  test.setTimeout(120_000);
  expect(payloads.length).toBeGreaterThanOrEqual(50);
  for (const payload of payloads) {
    const label = `query ${JSON.stringify(payload)}`;
    for (const path of ["/api/auth/signin", "/api/auth/signout", "/api/auth/session"]) {
      const res = await request.get(`${path}?callbackUrl=${encodeURIComponent(payload)}`, {
        maxRedirects: 0,
      });
      expectSameOriginOrNone(res, res.headers()["location"], `${label} on ${path}`);
      expectSameOriginOrNone(res, cookieSetBack(res), `${label} on ${path} (cookie set back)`);
    }
    const login = await request.get(`/login?callbackUrl=${encodeURIComponent(payload)}`);
    expect(login.status(), label).toBe(200);
    const field = /name="callbackUrl" value="([^"]*)"/.exec(await login.text())?.[1] ?? "";
    expect(field.startsWith("/") && !field.startsWith("//"), `${label}: login form field ${field}`).toBe(
      true,
    );
  }
});

test(`${payloads.length} callbackUrl payloads to the sign-in pages of a signed-in user: redirected same-origin`, async ({
  playwright,
}) => {
  test.setTimeout(120_000);
  // Signed in, /login and /login/two-factor send the visitor on to their callbackUrl at once (a redirect).
  const api = await playwright.request.newContext({ baseURL: BASE, storageState: authFile("staff") });
  for (const payload of payloads) {
    for (const path of ["/login", "/login/two-factor"]) {
      const label = `${path} ${JSON.stringify(payload)} signed in`;
      const res = await api.get(`${path}?callbackUrl=${encodeURIComponent(payload)}`, { maxRedirects: 0 });
      expect([303, 307, 308], label).toContain(res.status());
      const target = res.headers()["location"];
      expect(target, label).toBeTruthy();
      expectSameOriginOrNone(res, target, label);
      expect(new URL(target!, BASE).pathname.startsWith("//"), label).toBe(false);
    }
  }
  await api.dispose();
});

test(`${payloads.length} planted callback-url cookies: sign-in pages and endpoints still answer`, async ({
  playwright,
}) => {
  test.setTimeout(120_000);
  for (const payload of payloads) {
    const label = `cookie ${JSON.stringify(payload)}`;
    for (const name of ["next-auth.callback-url", "__Secure-next-auth.callback-url"]) {
      const api = await playwright.request.newContext({ baseURL: BASE });
      const headers = { cookie: cookie(payload).replace("next-auth.callback-url", name) };
      for (const path of ["/api/auth/signin", "/api/auth/session", "/api/auth/providers", "/login"]) {
        const res = await api.get(path, { headers, maxRedirects: 0 });
        expectSameOriginOrNone(res, res.headers()["location"], `${label} (${name}) on ${path}`);
        expectSameOriginOrNone(res, cookieSetBack(res), `${label} (${name}) on ${path}, cookie set back`);
      }
      await api.dispose();
    }
  }
});

test(`${payloads.length} callbackUrl form fields (sign-out) and a planted cookie on sign-in: same-origin`, async ({
  playwright,
}) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext({ baseURL: BASE });
  const token = await csrf(api);
  for (const payload of payloads) {
    const res = await api.post("/api/auth/signout", {
      form: { csrfToken: token, callbackUrl: payload, json: "true" },
      maxRedirects: 0,
    });
    const label = `form field ${JSON.stringify(payload)}`;
    expect(res.status(), label).toBeLessThan(500);
    const { url } = (await res.json()) as { url?: string };
    expectSameOriginOrNone(res, url, label);
  }
  await api.dispose();

  // Real sign-ins with a hostile form field and a hostile cookie: they succeed and land on our origin.
  const login = demoLogin("staff");
  for (const payload of payloads.filter((_, i) => i % 6 === 0)) {
    const planted = {
      name: "next-auth.callback-url",
      value: encodeURIComponent(payload),
      domain: "localhost",
      path: "/",
      expires: -1,
      httpOnly: true,
      secure: false,
      sameSite: "Lax" as const,
    };
    const ctx = await playwright.request.newContext({
      baseURL: BASE,
      storageState: { cookies: [planted], origins: [] },
    });
    const csrfToken = await csrf(ctx);
    const res = await ctx.post("/api/auth/callback/credentials", {
      form: { csrfToken, email: login.email, password: login.password, callbackUrl: payload, json: "true" },
      maxRedirects: 0,
    });
    const label = `sign-in with ${JSON.stringify(payload)}`;
    expect(res.status(), label).toBeLessThan(500);
    const { url } = (await res.json()) as { url?: string };
    expect(url, label).toBeTruthy();
    expect(new URL(url!, BASE).searchParams.get("error"), `${label}: signed in`).toBeNull();
    expectSameOriginOrNone(res, url, label);
    await ctx.dispose();
  }
});
