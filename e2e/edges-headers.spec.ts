import { randomUUID } from "node:crypto";

import type { APIRequestContext, APIResponse } from "@playwright/test";

import { authFile, expect, test } from "./fixtures";

// Issue 25 §4: nosniff was missing where the proxy does not run (the Partner API mount, the sandbox's
// control API, build assets, the service worker, manifest and icons), and prefetches got full HTML with
// no CSP, frame or referrer headers. Every path class is checked here; and the sign-in throttle no
// longer takes the address from a client's X-Forwarded-For (this server runs without TRUST_PROXY).

const BASE = `http://localhost:${process.env.E2E_PORT}`;

function expectBasics(res: APIResponse, label: string) {
  const h = res.headers();
  expect(h["x-content-type-options"], `${label} (HTTP ${res.status()}): nosniff`).toBe("nosniff");
  expect(h["referrer-policy"], `${label}: Referrer-Policy`).toBeTruthy();
  expect(h["x-powered-by"], `${label}: no X-Powered-By`).toBeUndefined();
}

function expectPageHeaders(res: APIResponse, label: string) {
  expectBasics(res, label);
  const h = res.headers();
  const csp = h["content-security-policy"] ?? "";
  expect(csp, `${label}: CSP`).toMatch(/script-src [^;]*'nonce-/);
  expect(csp, `${label}: frame-ancestors`).toContain("frame-ancestors 'none'");
  expect(h["x-frame-options"], `${label}: X-Frame-Options`).toBe("DENY");
}

async function signedIn(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }) {
  return playwright.request.newContext({ baseURL: BASE, storageState: authFile("admin") });
}

test("pages, prefetches and RSC requests carry the CSP, frame and referrer headers", async ({
  playwright,
}) => {
  const api = await signedIn(playwright);
  const prefetches: Record<string, string>[] = [
    { "next-router-prefetch": "1", rsc: "1" },
    { "next-router-prefetch": "1", "next-router-segment-prefetch": "/_tree", rsc: "1" },
    { purpose: "prefetch" },
    { "sec-purpose": "prefetch" },
  ];
  for (const path of ["/", "/events", "/buyers", "/login"]) {
    expectPageHeaders(await api.get(path), `page ${path}`);
    expectPageHeaders(await api.get(path, { headers: { rsc: "1" } }), `RSC ${path}`);
    for (const headers of prefetches)
      expectPageHeaders(await api.get(path, { headers }), `prefetch ${path} ${JSON.stringify(headers)}`);
  }
  await api.dispose();
});

test("route handlers, static files, the service worker, manifest, icons and the sandbox send nosniff", async ({
  playwright,
  request,
}) => {
  const api = await signedIn(playwright);
  const html = await (await request.get("/login")).text();
  const chunk = /(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
  expect(chunk, "the login page links a build asset").toBeTruthy();
  const checks: [APIRequestContext, string, "GET" | "POST"][] = [
    [api, "/api/notifications", "GET"],
    [request, "/api/notifications", "GET"],
    [request, "/api/auth/csrf", "GET"],
    [request, "/api/auth/session", "GET"],
    [request, "/api/webhooks/partner", "POST"],
    [request, chunk!, "GET"],
    [request, "/_next/static/no-such-file.js", "GET"],
    [request, "/serwist/sw.js", "GET"],
    [request, "/manifest.webmanifest", "GET"],
    [request, "/favicon.ico", "GET"],
    [request, "/icon.svg", "GET"],
    [request, "/icon-192.png", "GET"],
    [request, "/apple-touch-icon.png", "GET"],
    [request, "/robots.txt", "GET"],
    [request, "/partner/v1/openapi.json", "GET"],
    [request, "/partner/v1/events", "GET"],
    [request, "/partner/v1/no-such-route", "GET"],
    [request, "/sandbox/v1/faults", "GET"],
    [request, "/sandbox/v1/no-such-route", "GET"],
  ];
  for (const [ctx, path, method] of checks) {
    const res =
      method === "GET" ? await ctx.get(path, { maxRedirects: 0 }) : await ctx.post(path, { data: "{}" });
    expect(res.status(), `${method} ${path}`).toBeLessThan(500);
    expectBasics(res, `${method} ${path}`);
  }
  await api.dispose();
});

test("the sign-in throttle counts the socket's address, not a rotated X-Forwarded-For", async ({
  playwright,
}) => {
  test.setTimeout(90_000);
  // An unknown account (counted like a known one): no demo login is locked by this test.
  const email = `edges-${randomUUID()}@palco.invalid`;
  const attempt = async (i: number) => {
    const api = await playwright.request.newContext({ baseURL: BASE });
    const { csrfToken } = (await (await api.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const res = await api.post("/api/auth/callback/credentials", {
      headers: { "x-forwarded-for": `198.51.100.${i + 1}`, "x-real-ip": `203.0.113.${i + 1}` },
      form: { csrfToken, email, password: "wrong-password", callbackUrl: "/", json: "true" },
      maxRedirects: 0,
    });
    const { url } = (await res.json()) as { url: string };
    await api.dispose();
    return new URL(url, BASE).searchParams.get("error");
  };
  // 10 failures a minute per account and address are allowed; each claims another address.
  for (let i = 0; i < 10; i++) expect(await attempt(i), `attempt ${i + 1}`).toBe("CredentialsSignin");
  expect(await attempt(10), "the 11th from the same socket is throttled").toMatch(/^Throttled-\d+$/);
});
