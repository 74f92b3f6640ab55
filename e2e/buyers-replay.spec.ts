import type { APIRequestContext, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { keyProducers, partnerHeaders as partner } from "./partner-api";
import { captureAction, MARKETING, NO_SESSION, OTHER_PRODUCER, proveRefused, replay, STAFF } from "./replay";

// TESTPLAN "Server boundary" for the Buyers writes: each action's real POST is captured in the browser
// (never reaching the server), replayed without a session, as a role without the capability and as a
// manager limited to another producer → refused, nothing written (Palco's DB checked on screen, the
// sandbox's request log for the campaign's coupon writes; notes, tags and the suppression list are Palco's
// own tables, as the Partner API has no buyer write); the rightful replay at the end proves the replay works.
type Producer = { id: string; slug: string };

async function sunset(api: APIRequestContext): Promise<Producer> {
  const producers = await keyProducers(api);
  return producers.find((p) => p.slug === "sunset-producoes") ?? producers[0];
}

async function aBuyer(api: APIRequestContext, producer: Producer, index: number): Promise<string> {
  const res = await api.get(`/partner/v1/producers/${producer.id}/buyers?limit=10`, { headers: partner() });
  return ((await res.json()) as { best_buyers: { id: string }[] }).best_buyers[index].id;
}

async function profile(page: Page, producer: Producer, buyerId: string) {
  await page.goto(`/buyers/${buyerId}?producer=${producer.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test("note and tag on a buyer: refused without a session and for another producer's manager", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow();
  const producer = await sunset(request);
  const buyerId = await aBuyer(request, producer, 2);
  const page = await loginAs("manager");
  await profile(page, producer, buyerId);
  const note = `Replay note ${Date.now()}`;
  const tag = `replay-${Date.now().toString(36)}`;

  await page.getByLabel(/nova nota|new note/i).fill(note);
  const addNote = await captureAction(page, () =>
    page.getByRole("button", { name: /salvar nota|save note/i }).click(),
  );
  // The aborted POST leaves the page in its error state: a fresh load for the second capture.
  await profile(page, producer, buyerId);
  await page.getByLabel(/nova etiqueta|new tag/i).fill(tag);
  const addTag = await captureAction(page, () =>
    page.getByRole("button", { name: /^(adicionar|add)$/i }).click(),
  );

  // Every role may annotate the buyers it sees (buyers:read): the refusals are session and producer scope.
  await proveRefused(playwright, request, addNote, [NO_SESSION, OTHER_PRODUCER], null);
  await proveRefused(playwright, request, addTag, [NO_SESSION, OTHER_PRODUCER], null);
  await profile(page, producer, buyerId);
  await expect(page.locator("main")).not.toContainText(note);
  await expect(page.locator("main")).not.toContainText(tag);

  for (const action of [addNote, addTag]) {
    const { text } = await replay(playwright, action, { as: "manager" });
    expect(text).toContain('"ok":true');
  }
  await profile(page, producer, buyerId);
  await expect(page.locator("main")).toContainText(note);
  await expect(page.locator("main")).toContainText(tag);
});

test("suppression add: refused without a session, for staff and for another producer's manager", async ({
  loginAs,
  playwright,
  request,
}) => {
  const producer = await sunset(request);
  const email = `replay-${Date.now()}@example.com`;
  const page = await loginAs("marketing");
  await page.goto(`/buyers/suppression?producer=${producer.slug}`);
  await page.getByLabel(/^e-mail$/i).fill(email);
  const action = await captureAction(page, () =>
    page.getByRole("button", { name: /adicionar à lista|add to the list/i }).click(),
  );
  await proveRefused(playwright, request, action, [NO_SESSION, STAFF, OTHER_PRODUCER], null);
  await page.reload();
  await expect(page.locator("main")).not.toContainText(email);
  expect((await replay(playwright, action, { as: "marketing" })).text).toContain('"ok":true');
  await page.reload();
  await expect(page.locator("main table")).toContainText(email);
});

test("birthday campaign start: refused without a session, for staff and for another producer's manager; 0 coupons", async ({
  loginAs,
  playwright,
  request,
}) => {
  const producer = await sunset(request);
  const page = await loginAs("marketing");
  await page.goto(`/buyers/birthdays?producer=${producer.slug}`);
  // The last upcoming event (the campaign journey in buyers.spec.ts uses the first), so runs are told apart.
  const select = page.getByLabel(/^(evento|event)$/i);
  const eventId = await select.locator("option").last().getAttribute("value");
  await select.selectOption(eventId!);
  const eventName = (await (
    await request.get(`/partner/v1/events/${eventId}`, { headers: partner() })
  ).json()) as {
    name: string;
  };
  const runs = () =>
    page
      .getByRole("link", { name: /campanha de aniversário|birthday campaign/i })
      .filter({ hasText: eventName.name });
  const before = await runs().count();
  const action = await captureAction(page, () =>
    page.getByRole("button", { name: /criar cupons|create coupons/i }).click(),
  );
  await proveRefused(
    playwright,
    request,
    action,
    [NO_SESSION, STAFF, OTHER_PRODUCER],
    `/events/${eventId}/coupons`,
  );
  await page.reload();
  await expect(runs()).toHaveCount(before);
  expect((await replay(playwright, action, { as: "marketing" })).text).toContain('"ok":true');
  await page.reload();
  await expect(runs()).toHaveCount(before + 1);
});

test("document reveal: refused without a session, for staff, for marketing and for another producer's manager", async ({
  loginAs,
  playwright,
  request,
}) => {
  const producer = await sunset(request);
  const buyerId = await aBuyer(request, producer, 0);
  const page = await loginAs("manager");
  await profile(page, producer, buyerId);
  const action = await captureAction(page, () =>
    page.getByRole("button", { name: /revelar documento|reveal document/i }).click(),
  );
  await proveRefused(playwright, request, action, [NO_SESSION, STAFF, MARKETING, OTHER_PRODUCER], null);
  const detail = (await (
    await request.get(`/partner/v1/producers/${producer.id}/buyers/${buyerId}`, { headers: partner() })
  ).json()) as { document: string };
  expect((await replay(playwright, action, { as: "manager" })).text).toContain(detail.document);
});
