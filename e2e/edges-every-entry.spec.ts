import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { APIRequestContext } from "@playwright/test";

import { authFile, expect, test } from "./fixtures";
import { freshEvent } from "./partner-api";

// Issue 25 §5: malformed requests to EVERY server action and every route handler under app/api (the
// auth callback included): oversize, truncated JSON, a wrong content type, a broken multipart boundary,
// a foreign and a missing Origin. Actions come from the build's own list (server-reference-manifest.json,
// every action a page can call); routes from the files under app/api. Each answer is a 4xx without a
// stack, and the server still answers afterwards.

const BASE = `http://localhost:${process.env.E2E_PORT}`;
const ROOT = path.resolve(import.meta.dirname, "..");
const LIMIT = 6 * 1024 * 1024;
const EVIL = "https://evil.example";
const STACK = /\bat .+\(.*:\d+:\d+\)|digest|Error:|node_modules/i;
const UUID = "00000000-0000-4000-8000-0000000000ff";

type Case = { label: string; status: number[]; headers?: Record<string, string | undefined>; body?: Buffer };
type Target = { label: string; method: string; url: string; headers: Record<string, string>; body: Buffer };

const oversize = () => Buffer.from(`["${"a".repeat(LIMIT + 1024)}"]`);
const brokenMultipart: Case["headers"] = { "content-type": "multipart/form-data; boundary=----palco-a" };
const BROKEN_MULTIPART = Buffer.from(
  '------palco-b\r\nContent-Disposition: form-data; name="0"\r\n\r\n["x"]\r\n------palco-b--\r\n',
);

/** `app/(dashboard)/events/[eventId]/lots/page` → `/events/<id>/lots`. */
function pagePath(worker: string, eventId: string): string {
  const segments = worker
    .replace(/^app\//, "")
    .replace(/\/?page$/, "")
    .split("/")
    .filter((s) => s && !/^\(.*\)$/.test(s))
    .map((s) => (s === "[eventId]" ? eventId : /^\[/.test(s) ? UUID : s));
  return `/${segments.join("/")}`;
}

/** Every server action the build registered, each posted to the first page that can call it. */
function actionTargets(eventId: string): Target[] {
  const dist = process.env.E2E_DIST_DIR ?? ".next-e2e";
  const manifest = JSON.parse(
    readFileSync(path.join(ROOT, dist, "server", "server-reference-manifest.json"), "utf8"),
  ) as {
    node: Record<string, { workers: Record<string, unknown>; filename?: string; exportedName?: string }>;
  };
  return Object.entries(manifest.node).map(([id, entry]) => ({
    label: `action ${entry.filename ?? "?"}#${entry.exportedName ?? id}`,
    method: "POST",
    url: pagePath(Object.keys(entry.workers)[0], eventId),
    headers: {
      origin: BASE,
      accept: "text/x-component",
      "next-action": id,
      "content-type": "text/plain;charset=UTF-8",
    },
    body: Buffer.from('["x"]'),
  }));
}

/** Every exported method of every route handler file under app/api, with its dynamic segments filled. */
function routeTargets(eventId: string): Target[] {
  const dir = path.join(ROOT, "app", "api");
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) =>
    /(^|\/)route\.ts$/.test(f),
  );
  const out: Target[] = [];
  for (const file of files) {
    const source = readFileSync(path.join(dir, file), "utf8");
    const methods = new Set(
      [...source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g)]
        .concat([...source.matchAll(/\bas (GET|POST|PUT|PATCH|DELETE)\b/g)])
        .map((m) => m[1]),
    );
    const route = path.dirname(file);
    for (const method of methods) {
      const filled = route
        .split("/")
        .map((s) =>
          s === "[eventId]"
            ? eventId
            : s === "[...nextauth]"
              ? method === "POST"
                ? "callback/credentials"
                : "session"
              : /^\[/.test(s)
                ? UUID
                : s,
        );
      const url = `/api/${filled.join("/")}`;
      const isAuth = route.startsWith("auth");
      out.push({
        label: `route ${method} app/api/${file}`,
        method,
        url,
        headers: {
          origin: BASE,
          "content-type": isAuth ? "application/x-www-form-urlencoded" : "application/json",
        },
        body: method === "GET" ? Buffer.alloc(0) : Buffer.from(isAuth ? "email=a%40b.c&password=x" : "{}"),
      });
    }
    // A method the file does not export: refused too (Next's 405), whatever the body.
    if (!methods.has("POST")) {
      out.push({
        label: `route POST (not exported) app/api/${file}`,
        method: "POST",
        url: `/api/${route.replace(/\[eventId\]/, eventId).replace(/\[[^\]]+\]/g, UUID)}`,
        headers: { origin: BASE, "content-type": "application/json" },
        body: Buffer.from("{}"),
      });
    }
  }
  return out;
}

/** The six malformed shapes; what each target answers depends on what it takes. */
function cases(target: Target): Case[] {
  const isAction = target.label.startsWith("action ");
  const isGet = target.method === "GET";
  const isAuthPost = !isGet && target.url.startsWith("/api/auth/");
  const isReceiver = target.url === "/api/webhooks/partner";
  const wrongType = isAction || isGet ? [isGet ? 400 : 415] : [415, 405];
  return [
    { label: "a body over 6 MB", status: [413, ...(isAction || isGet ? [] : [405])], body: oversize() },
    {
      label: "truncated JSON",
      status: isAction ? [400] : isGet ? [400] : isAuthPost ? [415] : isReceiver ? [401] : [400, 405],
      headers: isAction ? {} : { "content-type": "application/json" },
      body: Buffer.from('{"a":["x'),
    },
    {
      label: "Content-Type: application/xml",
      status: wrongType,
      headers: { "content-type": "application/xml" },
      body: Buffer.from("<a/>"),
    },
    {
      label: "a broken multipart boundary",
      status: isAction || isGet ? [400] : [415, 405],
      headers: brokenMultipart,
      body: BROKEN_MULTIPART,
    },
    {
      label: "a foreign Origin",
      status: isReceiver ? [401] : [403],
      headers: { origin: EVIL },
    },
    {
      // Actions need an Origin; routes are read by same-origin fetches, navigations and API clients,
      // which send none (the auth callback's CSRF token, the receiver's signature guard those).
      label: "no Origin",
      status: isAction ? [403] : isReceiver ? [401] : isAuthPost ? [302, 403] : [],
      headers: { origin: undefined },
    },
  ];
}

/** The admin's cookies as a header, for the requests sent with Node's fetch. */
function adminCookies(): string {
  const state = JSON.parse(readFileSync(authFile("admin"), "utf8")) as {
    cookies: { name: string; value: string }[];
  };
  return state.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

async function send(api: APIRequestContext, target: Target, c: Case) {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...target.headers, ...c.headers }))
    if (v !== undefined) headers[k] = v;
  const body = c.body ?? (target.body.length ? target.body : undefined);
  if (!body && target.method === "GET") {
    // A read without a body may be the live stream, which never ends: take the status, stop reading.
    const aborter = new AbortController();
    const res = await fetch(`${BASE}${target.url}`, {
      headers: { ...headers, cookie: adminCookies() },
      redirect: "manual",
      signal: aborter.signal,
    });
    const streams = (res.headers.get("content-type") ?? "").startsWith("text/event-stream");
    const text = streams ? "" : await res.text();
    aborter.abort();
    return { status: res.status, text, nosniff: res.headers.get("x-content-type-options") };
  }
  const res = await api.fetch(target.url, { method: target.method, headers, data: body, maxRedirects: 0 });
  return { status: res.status(), text: await res.text(), nosniff: res.headers()["x-content-type-options"] };
}

async function expectServerUp(api: APIRequestContext) {
  expect((await api.get("/login")).status(), "the server still answers").toBe(200);
}

async function sweep(api: APIRequestContext, targets: Target[]) {
  const failures: string[] = [];
  for (const target of targets) {
    for (const c of cases(target)) {
      const label = `${target.label} (${target.method} ${target.url}) with ${c.label}`;
      const { status, text, nosniff } = await send(api, target, c);
      const ok = c.status.length ? c.status.includes(status) : status < 500;
      if (!ok)
        failures.push(`${label}: ${status} ${text.slice(0, 120)} (wanted ${c.status.join("/") || "<500"})`);
      if (status >= 300 && STACK.test(text))
        failures.push(`${label}: a stack or digest in ${text.slice(0, 200)}`);
      if (status >= 400 && nosniff !== "nosniff") failures.push(`${label}: no nosniff`);
    }
  }
  expect(failures).toEqual([]);
}

test.describe("malformed requests to every entry point", () => {
  test("every server action the build registered answers 4xx, and the server stays up", async ({
    playwright,
    request,
  }) => {
    test.setTimeout(300_000);
    const { id } = await freshEvent(request, "Edges every action");
    const targets = actionTargets(id);
    // The build's list, not a hand-kept one: at least the actions the role matrix knows of.
    expect(targets.length).toBeGreaterThan(40);
    const api = await playwright.request.newContext({ baseURL: BASE, storageState: authFile("admin") });
    await sweep(api, targets);
    await expectServerUp(api);
    await api.dispose();
  });

  test("every route handler under app/api answers 4xx, and the server stays up", async ({
    playwright,
    request,
  }) => {
    test.setTimeout(180_000);
    const { id } = await freshEvent(request, "Edges every route");
    const targets = routeTargets(id);
    expect(targets.filter((t) => !t.label.includes("not exported")).length).toBeGreaterThanOrEqual(21);
    const api = await playwright.request.newContext({ baseURL: BASE, storageState: authFile("admin") });
    await sweep(api, targets);
    await expectServerUp(api);
    await api.dispose();
  });
});
