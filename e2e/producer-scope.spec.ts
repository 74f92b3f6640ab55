import type { APIRequestContext, APIResponse, Page } from "@playwright/test";

import { demoLogin, expect, expectAxeClean, seedOutput, test } from "./fixtures";
import { captureAction, logMark, replay, upstreamWrites, type Captured } from "./replay";

// TESTPLAN "Auth and access": producer A's user on producer B's event (by UUID and by slug) → the same
// not-found page as an event that does not exist, and its actions refused with 0 upstream writes.
// arena@palco.demo (e2e role `arenaManager`) is a manager limited to arena-norte; the demo key also
// covers sunset-producoes, so the key could read every Sunset event: only Palco's scope check hides them.
const ARENA = { slug: "arena-norte", name: "Arena Norte Eventos" };
const SUNSET = { slug: "sunset-producoes", name: "Sunset Produções" };
const NOT_FOUND = /página não encontrada|page not found/i;
const MISSING_UUID = "00000000-0000-4000-8000-000000000000";

type EventRow = {
  id: string;
  slug: string;
  name: string;
  producer: { id: string; slug: string; name: string };
};

const partnerHeaders = () => ({ authorization: `Bearer ${seedOutput().apiKey}` });

/** The producer's events as the demo key sees them (first page: the seeded ones come first). */
async function eventsOf(api: APIRequestContext, producer: string): Promise<EventRow[]> {
  const res = await api.get(`/partner/v1/events?producer_id=${producer}&per_page=100`, {
    headers: partnerHeaders(),
  });
  expect(res.status(), await res.text()).toBe(200);
  const { data } = (await res.json()) as { data: EventRow[] };
  expect(data.length, `${producer} has events in the seed`).toBeGreaterThan(0);
  return data;
}

/** A fresh draft event of `producer` straight through the Partner API: replays never touch shared data. */
async function freshEvent(api: APIRequestContext, producer: string, name: string): Promise<EventRow> {
  const res = await api.post("/partner/v1/events", {
    headers: partnerHeaders(),
    data: { producer_id: producer, name, starts_at: "2032-05-01T23:00:00Z" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as EventRow;
}

async function partnerEventName(api: APIRequestContext, id: string): Promise<string> {
  const res = await api.get(`/partner/v1/events/${id}`, { headers: partnerHeaders() });
  return ((await res.json()) as { name: string }).name;
}

/**
 * What a visitor can tell a not-found page by: HTTP status (404: nothing streams before the event layout's
 * scope check), title, robots meta (Next's noindex for a not-found) and the main region's text.
 */
async function fingerprint(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND })).toBeVisible();
  return {
    status: response?.status(),
    title: await page.title(),
    robots: await page
      .locator('meta[name="robots"]')
      .evaluateAll((m) => m.map((e) => e.getAttribute("content"))),
    main: (await page.getByRole("main").innerText()).trim(),
  };
}

/** Captures the edit form's save (renaming the event to `rename`) on `role`'s page for `event`. */
async function captureEdit(page: Page, event: EventRow, rename: string): Promise<Captured> {
  await page.goto(`/events/${event.id}/edit`);
  await page.getByLabel(/^(nome|name)$/i).fill(rename);
  return captureAction(page, () =>
    page.getByRole("button", { name: /salvar alterações|save changes/i }).click(),
  );
}

function expectNotFoundResult({ res, text }: { res: APIResponse; text: string }, label: string) {
  test.info().annotations.push({ type: "replay", description: `${label}: HTTP ${res.status()}` });
  expect(res.headers()["x-action-redirect"], `${label}: no redirect to a saved page`).toBeUndefined();
  expect(text, `${label}: no success result`).not.toContain('"ok":true');
  // Not "forbidden": the action answers as for an event that does not exist, so scope is not revealed.
  expect(text, `${label}: ${text.slice(0, 300)}`).toMatch(/"ok":false,"code":"not_found"/);
}

test("the arena login is the seeded manager limited to arena-norte", () => {
  const login = demoLogin("arenaManager");
  expect(login).toMatchObject({ email: "arena@palco.demo", role: "manager" });
  expect(login.producers?.map((p) => p.slug)).toEqual([ARENA.slug]);
  expect(demoLogin("manager").email).toBe("manager@palco.demo");
});

test("the events list and the producer switcher show Arena Norte only", async ({ loginAs, request }) => {
  // Three list URLs (each opening the switcher) and two pages, each with an axe scan.
  test.slow();
  const sunsetNames = (await eventsOf(request, SUNSET.slug)).map((e) => e.name);
  const page = await loginAs("arenaManager");

  // Also when the URL asks for the other producer: an out-of-scope choice falls back to the user's own.
  for (const url of ["/events", `/events?producer=${SUNSET.slug}`, `/events?producer=${MISSING_UUID}`]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1, name: /eventos|events/i })).toBeVisible();
    const switcher = page.getByRole("combobox", { name: /produtora|producer/i });
    await expect(switcher).toHaveText(ARENA.name);
    await switcher.click();
    await expect(page.getByRole("listbox").getByRole("option")).toHaveText([ARENA.name]);
    await page.keyboard.press("Escape");

    const rows = page
      .getByRole("table")
      .getByRole("row")
      .filter({ has: page.getByRole("cell") });
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasText: SUNSET.name }), url).toHaveCount(0);
    const count = await rows.count();
    await expect(rows.filter({ hasText: ARENA.name }), `${url}: every row is Arena Norte's`).toHaveCount(
      count,
    );
    const shown = await page.getByRole("table").innerText();
    for (const name of sunsetNames) expect(shown, `${url}: ${name}`).not.toContain(name);
  }
  await expectAxeClean(page);

  // The user's own events open as usual: the not-founds below are about scope, not a broken login.
  const own = (await eventsOf(request, ARENA.slug))[0];
  expect((await page.goto(`/events/${own.slug}`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: own.name })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("link", { name: /^(editar|edit)$/i }).click();
  await expect(page.getByRole("heading", { level: 1, name: /editar evento|edit event/i })).toBeVisible();
  await expectAxeClean(page);
});

test("a Sunset event by slug and by UUID, and its edit page, look exactly like a missing event", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const sunset = (await eventsOf(request, SUNSET.slug))[0];

  // The full manager sees it: the event exists and the demo key reaches it.
  const manager = await loginAs("manager");
  await manager.goto(`/events/${sunset.id}`);
  await expect(manager.getByRole("heading", { level: 1, name: sunset.name })).toBeVisible();

  const page = await loginAs("arenaManager");
  const missing = await fingerprint(page, "/events/this-event-does-not-exist");
  expect(missing.status, "a missing event answers 404").toBe(404);
  await expectAxeClean(page);
  expect(await fingerprint(page, `/events/${MISSING_UUID}`), "a missing UUID").toEqual(missing);
  for (const id of [sunset.slug, sunset.id]) {
    const seen = await fingerprint(page, `/events/${id}`);
    expect(seen, `Sunset event by ${id === sunset.id ? "UUID" : "slug"}`).toEqual(missing);
    await expect(page.getByText(sunset.name)).toHaveCount(0);
  }

  const missingEdit = await fingerprint(page, "/events/this-event-does-not-exist/edit");
  expect(missingEdit.status, "a missing event's edit page answers 404").toBe(404);
  await expectAxeClean(page);
  for (const id of [sunset.slug, sunset.id]) {
    const seen = await fingerprint(page, `/events/${id}/edit`);
    expect(seen, `Sunset edit page by ${id === sunset.id ? "UUID" : "slug"}`).toEqual(missingEdit);
    await expect(page.getByLabel(/^(nome|name)$/i)).toHaveCount(0);
  }
});

test("a Sunset event's edit action, captured from the full manager, replayed as the arena user → not found, 0 writes", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow();
  const event = await freshEvent(request, SUNSET.slug, `Scope replay ${Date.now()}`);
  expect(event.producer.slug).toBe(SUNSET.slug);
  const manager = await loginAs("manager");
  const action = await captureEdit(manager, event, `${event.name} (by arena)`);
  expect(await partnerEventName(request, event.id), "the captured edit never reached the server").toBe(
    event.name,
  );

  const mark = await logMark(request);
  expectNotFoundResult(await replay(playwright, action, { as: "arenaManager" }), "arena user");
  expect(await upstreamWrites(request, mark, `/events/${event.id}`), "upstream writes").toEqual([]);
  expect(await partnerEventName(request, event.id)).toBe(event.name);

  // The same bytes with the full manager's session do write, once: the replay itself is sound.
  const control = await logMark(request);
  const ok = await replay(playwright, action, { as: "manager" });
  expect(ok.res.headers()["x-action-redirect"]).toMatch(new RegExp(`/events/${event.id}`));
  const writes = await upstreamWrites(request, control, `/events/${event.id}`);
  expect(writes.map((w) => [w.method, w.status])).toEqual([["PATCH", 200]]);
  expect(await partnerEventName(request, event.id)).toBe(`${event.name} (by arena)`);
});

test("the arena user's own edit action, rebound to a Sunset event → not found, 0 writes", async ({
  loginAs,
  playwright,
  request,
}) => {
  const own = await freshEvent(request, ARENA.slug, `Scope own ${Date.now()}`);
  const foreign = await freshEvent(request, SUNSET.slug, `Scope foreign ${Date.now()}`);
  const page = await loginAs("arenaManager");
  const action = await captureEdit(page, own, `${own.name} (edited)`);
  const body = Buffer.from(action.body.toString("latin1").replaceAll(own.id, foreign.id), "latin1");
  expect(body.equals(action.body), "the bound event id travels in the body").toBe(false);

  const mark = await logMark(request);
  expectNotFoundResult(await replay(playwright, action, { as: "arenaManager" }, body), "rebound to Sunset");
  expect(await upstreamWrites(request, mark, `/events/${foreign.id}`), "writes to the Sunset event").toEqual(
    [],
  );
  expect(await upstreamWrites(request, mark, `/events/${own.id}`), "writes to the own event").toEqual([]);
  expect(await partnerEventName(request, foreign.id)).toBe(foreign.name);

  // Unaltered, the arena user's own action goes through: a manager of Arena Norte may edit it.
  const control = await logMark(request);
  const ok = await replay(playwright, action, { as: "arenaManager" });
  expect(ok.res.headers()["x-action-redirect"]).toMatch(new RegExp(`/events/${own.id}`));
  expect((await upstreamWrites(request, control, `/events/${own.id}`)).map((w) => w.method)).toEqual([
    "PATCH",
  ]);
  expect(await partnerEventName(request, own.id)).toBe(`${own.name} (edited)`);
});
