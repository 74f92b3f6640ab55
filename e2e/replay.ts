import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import type { APIRequestContext, APIResponse, Page, PlaywrightWorkerArgs, Request } from "@playwright/test";

import { authFile, expect, test, type Role } from "./fixtures";

// Shared by the replay specs: capture a server action's POST in the browser, replay it from a fresh API
// context, and count the upstream writes the sandbox's request log saw in between.
const WRITES = "POST,PUT,PATCH,DELETE";

export type Captured = { url: string; headers: Record<string, string>; body: Buffer };
export type LogRow = { id: number; method: string; path: string; status: number };
export type Playwright = PlaywrightWorkerArgs["playwright"];
/** Who replays: `as` a role's saved session (null: no cookies), plus extra request headers. */
export type ReplayAs = { as: Role | null; headers?: Record<string, string> };
export type Refusal = "unauthenticated" | "forbidden" | "not_found";
/** `code`: the proxy lets the request through, so the action itself must answer this refusal. */
export type Replayer = ReplayAs & { code?: Refusal };
export type Caller = [label: string, who: Replayer];

// CVE-2025-29927: Next skipped middleware when this header named it often enough.
export const SUBREQUEST = Array(5).fill("middleware").join(":");
export const NO_SESSION: Caller = ["no session", { as: null }];
export const STAFF: Caller = ["staff", { as: "staff", code: "forbidden" }];
export const MARKETING: Caller = ["marketing", { as: "marketing", code: "forbidden" }];
export const MANAGER: Caller = ["manager", { as: "manager", code: "forbidden" }];
export const OTHER_PRODUCER: Caller = [
  "manager of another producer",
  { as: "arenaManager", code: "not_found" },
];

export function adminToken(): string {
  if (process.env.SANDBOX_ADMIN_TOKEN) return process.env.SANDBOX_ADMIN_TOKEN;
  const file = path.join(process.env.E2E_DATA_DIR ?? "", "sandbox-admin-token");
  expect(existsSync(file), `${file} (written by the sandbox on first open)`).toBe(true);
  return readFileSync(file, "utf8").trim();
}

/** The sandbox's request log (control API): the id of its last row, to count what comes after. */
export async function logMark(api: APIRequestContext): Promise<number> {
  const res = await api.get("/sandbox/v1/requests?limit=1", {
    headers: { authorization: `Bearer ${adminToken()}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { last_id: number }).last_id;
}

/** Upstream writes logged after `afterId` whose path contains `part`. */
export async function upstreamWrites(
  api: APIRequestContext,
  afterId: number,
  part: string,
): Promise<LogRow[]> {
  const res = await api.get(`/sandbox/v1/requests?method=${WRITES}&after_id=${afterId}&limit=1000`, {
    headers: { authorization: `Bearer ${adminToken()}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: LogRow[] }).data.filter((r) => r.path.includes(part));
}

/** Runs `submit` and captures the first server-action POST it sends, aborting it before the server sees it. */
export async function captureAction(page: Page, submit: () => Promise<void>): Promise<Captured> {
  let resolve!: (c: Captured) => void;
  const captured = new Promise<Captured>((r) => (resolve = r));
  await page.route("**/*", async (route, request: Request) => {
    const headers = await request.allHeaders();
    if (request.method() !== "POST" || !headers["next-action"]) return route.fallback();
    resolve({ url: request.url(), headers, body: request.postDataBuffer() ?? Buffer.alloc(0) });
    await route.abort();
  });
  await submit();
  const action = await captured;
  await page.unrouteAll({ behavior: "ignoreErrors" });
  expect(action.headers["next-router-state-tree"], "the router state header was sent").toBeTruthy();
  expect(action.body.length).toBeGreaterThan(0);
  return action;
}

/** Replays the exact POST from a fresh API context: no cookies, or one role's saved session. */
export async function replay(playwright: Playwright, action: Captured, who: ReplayAs, body = action.body) {
  const ctx = await playwright.request.newContext({
    baseURL: new URL(action.url).origin,
    storageState: who.as ? authFile(who.as) : undefined,
  });
  const headers = Object.fromEntries(
    Object.entries(action.headers).filter(([k]) => !/^(cookie|content-length|host)$/i.test(k)),
  );
  const res = await ctx.post(action.url, {
    headers: { ...headers, ...who.headers },
    data: body,
    maxRedirects: 0,
  });
  const text = await res.text();
  await ctx.dispose();
  return { res, text };
}

/** A replay's answer is a refusal: no success, no redirect to a saved page, and the expected code. */
export function expectRefused(
  { res, text }: { res: APIResponse; text: string },
  label: string,
  who: Replayer,
) {
  const code = /"ok":false,"code":"(unauthenticated|forbidden|not_found)"/.exec(text)?.[1];
  test
    .info()
    .annotations.push({ type: "replay", description: `${label}: HTTP ${res.status()} ${code ?? ""}` });
  expect(res.headers()["x-action-redirect"], `${label}: no redirect to a saved page`).toBeUndefined();
  expect(text, `${label}: no success result`).not.toContain('"ok":true');
  const why = `${label}: refused (HTTP ${res.status()}): ${text.slice(0, 300)}`;
  if (who.code) expect(code, why).toBe(who.code);
  // Without a session the proxy may answer first (a redirect to /login) or the action itself.
  else expect([302, 303, 307, 401].includes(res.status()) || code, why).toBeTruthy();
}

/**
 * Replays `action` as each caller: every one refused, with 0 upstream writes whose path holds `part`.
 * `part` names the resource the action writes (other workers write to the shared sandbox meanwhile);
 * null for an action that writes only Palco's tables: its caller checks Palco's data afterwards.
 */
export async function proveRefused(
  playwright: Playwright,
  api: APIRequestContext,
  action: Captured,
  callers: Caller[],
  part: string | null,
) {
  for (const [label, who] of callers) {
    const mark = part === null ? 0 : await logMark(api);
    expectRefused(await replay(playwright, action, who), label, who);
    if (part === null) continue;
    expect(await upstreamWrites(api, mark, part), `${label}: upstream writes to ${part}`).toEqual([]);
  }
}

/** Replays `action` as someone allowed; returns the answer and the upstream writes to `part` it made. */
export async function replayAllowed(
  playwright: Playwright,
  api: APIRequestContext,
  action: Captured,
  as: Role,
  part: string,
) {
  const mark = await logMark(api);
  const result = await replay(playwright, action, { as });
  return { ...result, writes: await upstreamWrites(api, mark, part) };
}
