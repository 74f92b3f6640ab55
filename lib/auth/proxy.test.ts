import { NextRequest, type NextFetchEvent } from "next/server";

import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";

const SECRET = "test-secret-test-secret-test-secret-0123";
let proxy: (req: NextRequest, ev: NextFetchEvent) => Promise<Response | undefined | void>;
let matcher: string;

beforeAll(async () => {
  process.env.AUTH_SECRET = SECRET;
  const mod = await import("@/proxy");
  proxy = mod.default as typeof proxy;
  matcher = mod.config.matcher[0].source;
});

const event = {} as NextFetchEvent;
const request = (path: string, cookie?: string) =>
  new NextRequest(new URL(path, "http://localhost:3000"), { headers: cookie ? { cookie } : {} });

async function sessionCookie() {
  const token = await encode({
    token: { sub: "u1", uid: "u1", role: "admin", email: "a@x.test" },
    secret: SECRET,
  });
  return `next-auth.session-token=${token}`;
}

describe("proxy", () => {
  it("redirects a page request without a session to /login with the path as callbackUrl", async () => {
    const res = await proxy(request("/events/abc?tab=orders"), event);
    expect(res?.status).toBe(307);
    const location = new URL(res!.headers.get("location")!);
    expect(location.pathname).toBe("/login");
    expect(location.searchParams.get("callbackUrl")).toBe("/events/abc?tab=orders");
    expect(res!.headers.get("x-frame-options")).toBe("DENY");
  });

  it("answers 401 JSON to API routes without a session", async () => {
    const res = await proxy(request("/api/live"), event);
    expect(res?.status).toBe(401);
    expect(await res!.json()).toEqual({ error: "unauthenticated" });
  });

  it("lets the login page and next-auth through with a nonce CSP on request and response", async () => {
    for (const path of ["/login", "/login?callbackUrl=%2F", "/api/auth/csrf"]) {
      const res = (await proxy(request(path), event))!;
      expect(res.headers.get("x-middleware-next")).toBe("1");
      const csp = res.headers.get("content-security-policy")!;
      const nonce = /'nonce-([^']+)'/.exec(csp)![1];
      expect(res.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
      expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
    }
  });

  it("judges next-auth's callback-url cookie against the address opened, 127.0.0.1 included", async () => {
    const kept = "next-auth.callback-url=" + encodeURIComponent("http://127.0.0.1:3000/account");
    const opened = new NextRequest("http://127.0.0.1:3000/api/auth/callback/oidc?code=x", {
      headers: { host: "127.0.0.1:3000", cookie: kept },
    });
    const res = (await proxy(opened, event))!;
    // Kept as its path (next-auth's redirect callback makes it absolute again); Next's nextUrl says
    // localhost here, against which it used to become "/".
    expect(res.headers.get("x-middleware-request-cookie")).toBe("next-auth.callback-url=%2Faccount");
    const planted = new NextRequest("http://127.0.0.1:3000/api/auth/callback/oidc?code=x", {
      headers: {
        host: "127.0.0.1:3000",
        cookie: "next-auth.callback-url=" + encodeURIComponent("http://evil.test/"),
      },
    });
    const rewritten = (await proxy(planted, event))!.headers.get("x-middleware-request-cookie");
    expect(rewritten).toBe("next-auth.callback-url=%2F");
  });

  it("passes signed-in requests on, each with a fresh nonce", async () => {
    const cookie = await sessionCookie();
    const [a, b] = [
      (await proxy(request("/events", cookie), event))!,
      (await proxy(request("/events", cookie), event))!,
    ];
    expect(a.headers.get("x-middleware-next")).toBe("1");
    expect(a.headers.get("content-security-policy")).not.toBe(b.headers.get("content-security-policy"));
  });

  it("treats a token signed with another secret as no session", async () => {
    const forged = await encode({
      token: { sub: "u1", uid: "u1", role: "admin" },
      secret: "another-secret-another-secret-another-se",
    });
    const res = await proxy(request("/events", `next-auth.session-token=${forged}`), event);
    expect(res?.status).toBe(307);
  });

  it("does not run on the Partner API mount, webhooks, sandbox control or static files", () => {
    const runs = (path: string) => new RegExp(`^${matcher}$`).test(path);
    for (const path of [
      "/partner/v1/events",
      "/sandbox/v1/reset",
      "/api/webhooks/partner",
      "/_next/static/x.js",
      "/favicon.ico",
      "/logo.svg",
    ]) {
      expect(runs(path), path).toBe(false);
    }
    for (const path of ["/", "/events", "/login", "/api/auth/session", "/api/live", "/api/webhooks/console"])
      expect(runs(path), path).toBe(true);
  });
});
