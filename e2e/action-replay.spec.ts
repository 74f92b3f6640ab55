import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";

import type { APIRequestContext } from "@playwright/test";
import { decode, encode, type JWT } from "next-auth/jwt";

import { authFile, expect, test } from "./fixtures";
import { foreignEvent, freshEvent, partnerHeaders } from "./partner-api";
import {
  captureAction,
  expectRefused,
  logMark,
  MARKETING,
  NO_SESSION,
  proveRefused,
  replay,
  replayAllowed,
  STAFF,
  upstreamWrites,
  type Caller,
  type Captured,
  type Playwright,
} from "./replay";
import { chooseOption } from "./select";

// TESTPLAN "Server boundary": every server action replayed without a session, with another role, through
// `x-middleware-subrequest`, or with a tampered event id → refused, and the sandbox's request log shows
// 0 upstream writes. Validly signed sessions whose claims the database contradicts pass the proxy, so the
// action's own check (the DAL) is what refuses them — with or without the header. Each action's real POST is captured in the browser and never reaches the server
// (so the change is still pending); replaying it as the manager at the end proves the replay itself works.
const PNG_1x1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
// CVE-2025-29927: Next skipped middleware when this header named it often enough (middleware or proxy).
const SUBREQUESTS = ["middleware", "proxy", "src/middleware"].map((n) => Array(5).fill(n).join(":"));

async function partnerEvent(api: APIRequestContext, id: string) {
  const res = await api.get(`/partner/v1/events/${id}`, { headers: partnerHeaders() });
  return (await res.json()) as { name: string; status: string; cover_url: string | null };
}

/** A session cookie signed with the server's AUTH_SECRET (the harness shares it) carrying altered claims. */
async function forgedCookie(change: (claims: JWT) => JWT): Promise<string> {
  const state = JSON.parse(readFileSync(authFile("staff"), "utf8")) as {
    cookies: { name: string; value: string }[];
  };
  const session = state.cookies.find((c) => c.name.endsWith("next-auth.session-token"));
  expect(session, "staff's storage state holds a session cookie").toBeTruthy();
  const secret = process.env.E2E_AUTH_SECRET ?? "";
  const claims = await decode({ token: session!.value, secret });
  expect(claims?.uid, "the session cookie decodes with the e2e AUTH_SECRET").toBeTruthy();
  return `${session!.name}=${await encode({ token: change(claims!), secret })}`;
}

async function replayers(): Promise<Caller[]> {
  const subrequest = (v: string) => ({ "x-middleware-subrequest": v });
  const promoted = await forgedCookie((c) => ({ ...c, role: "admin" }));
  const ghost = await forgedCookie((c) => ({
    ...c,
    uid: randomUUID(),
    email: "ghost@palco.demo",
    role: "admin",
  }));
  return [
    NO_SESSION,
    ...SUBREQUESTS.map((v): Caller => [
      `no session + x-middleware-subrequest ${v.split(":")[0]}`,
      { as: null, headers: subrequest(v) },
    ]),
    STAFF,
    MARKETING,
    [
      "staff + x-middleware-subrequest",
      { as: "staff", headers: subrequest(SUBREQUESTS[0]), code: "forbidden" },
    ],
    [
      "staff's signed session claiming admin",
      { as: null, headers: { cookie: promoted }, code: "unauthenticated" },
    ],
    [
      "signed session claiming admin + x-middleware-subrequest",
      { as: null, headers: { cookie: promoted, ...subrequest(SUBREQUESTS[0]) }, code: "unauthenticated" },
    ],
    ["signed session of an unknown user", { as: null, headers: { cookie: ghost }, code: "unauthenticated" }],
  ];
}

/** Replays `action` as everyone who may not run it, each with 0 writes to `part`; then as the manager. */
async function proveRefusals(playwright: Playwright, api: APIRequestContext, action: Captured, part: string) {
  await proveRefused(playwright, api, action, await replayers(), part);
  const manager = await replayAllowed(playwright, api, action, "manager", part);
  expect(manager.writes, "the manager's replay writes exactly once").toHaveLength(1);
  return { manager, writes: manager.writes };
}

test("event edit (PATCH): refused without a session, for staff and marketing, through x-middleware-subrequest", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow();
  const event = await freshEvent(request, `Replay edit ${Date.now()}`);
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/edit`);
  await page.getByLabel(/^(nome|name)$/i).fill(`${event.name} (hijacked)`);
  const action = await captureAction(page, () =>
    page.getByRole("button", { name: /salvar alterações|save changes/i }).click(),
  );
  expect((await partnerEvent(request, event.id)).name, "the captured edit never reached the server").toBe(
    event.name,
  );

  const { manager, writes } = await proveRefusals(playwright, request, action, `/events/${event.id}`);
  expect(writes[0]).toMatchObject({ method: "PATCH", status: 200 });
  expect(manager.res.headers()["x-action-redirect"]).toMatch(new RegExp(`/events/${event.id}`));
  expect((await partnerEvent(request, event.id)).name).toBe(`${event.name} (hijacked)`);
});

test("event edit with a tampered bound id (an event outside the key's producers) → not found, 0 writes", async ({
  loginAs,
  request,
  playwright,
}) => {
  const event = await freshEvent(request, `Replay tamper ${Date.now()}`);
  const foreign = await foreignEvent(request);

  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/edit`);
  await page.getByLabel(/^(nome|name)$/i).fill("Tampered");
  const action = await captureAction(page, () =>
    page.getByRole("button", { name: /salvar alterações|save changes/i }).click(),
  );
  const body = Buffer.from(action.body.toString("latin1").replaceAll(event.id, foreign.id), "latin1");
  expect(body.equals(action.body), "the bound event id travels in the body").toBe(false);
  const mark = await logMark(request);
  expectRefused(await replay(playwright, action, { as: "manager" }, body), "tampered id", {
    as: "manager",
    code: "not_found",
  });
  expect(await upstreamWrites(request, mark, `/events/${foreign.id}`)).toEqual([]);
  expect(await upstreamWrites(request, mark, `/events/${event.id}`)).toEqual([]);
});

test("status change (PATCH {status}): refused for everyone but writers", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow();
  const event = await freshEvent(request, `Replay status ${Date.now()}`);
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}`);
  await page.getByRole("button", { name: /alterar status|change status/i }).click();
  const dialog = page.getByRole("dialog");
  await chooseOption(
    page,
    dialog.getByRole("combobox", { name: /novo status|new status/i }),
    /^(publicado|live)$/i,
  );
  const action = await captureAction(page, () =>
    dialog.getByRole("button", { name: /alterar status|change status/i }).click(),
  );
  const { manager } = await proveRefusals(playwright, request, action, `/events/${event.id}`);
  expect(manager.text).toContain('"ok":true');
  expect((await partnerEvent(request, event.id)).status).toBe("live");
});

test("cover upload (PUT multipart): refused for everyone but writers", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow();
  const event = await freshEvent(request, `Replay cover ${Date.now()}`);
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}`);
  await page.getByLabel(/arquivo da imagem de capa|cover image file/i).setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: PNG_1x1,
  });
  const action = await captureAction(page, () =>
    page.getByRole("button", { name: /enviar capa|upload cover/i }).click(),
  );
  expect(action.body.includes(PNG_1x1), "the captured body carries the file bytes").toBe(true);
  const { manager, writes } = await proveRefusals(playwright, request, action, `/events/${event.id}/cover`);
  expect(writes[0]).toMatchObject({ method: "PUT", status: 200 });
  expect(manager.text).toContain('"ok":true');
  expect((await partnerEvent(request, event.id)).cover_url).toMatch(/^https?:\/\//);
});

/** Every event of the demo key whose name is `name` (the create action's only trace upstream). */
async function eventsNamed(api: APIRequestContext, name: string): Promise<number> {
  let found = 0;
  for (let page = 1; ; page++) {
    const res = await api.get(`/partner/v1/events?per_page=100&page=${page}`, { headers: partnerHeaders() });
    const body = (await res.json()) as { data: { name: string }[]; total: number };
    found += body.data.filter((e) => e.name === name).length;
    if (page * 100 >= body.total) return found;
  }
}

test("event create (POST): refused for everyone but writers", async ({ loginAs, playwright, request }) => {
  test.slow();
  const name = `Replay create ${Date.now()}`;
  const page = await loginAs("manager");
  await page.goto("/events/new");
  await page.getByLabel(/^(nome|name)$/i).fill(name);
  await page.getByLabel(/^(início|starts)$/i).fill("2032-04-01T20:00");
  const action = await captureAction(page, () =>
    page.getByRole("button", { name: /criar evento|create event/i }).click(),
  );
  // Other tests create events at the same time: the unique name, not a count of POSTs, is the witness.
  for (const [label, who] of await replayers()) {
    expectRefused(await replay(playwright, action, who), label, who);
    expect(await eventsNamed(request, name), `${label}: events created`).toBe(0);
  }
  const manager = await replay(playwright, action, { as: "manager" });
  expect(manager.res.headers()["x-action-redirect"]).toMatch(/\/events\/[0-9a-f-]{36}/);
  expect(await eventsNamed(request, name), "the manager's replay creates it once").toBe(1);
});
