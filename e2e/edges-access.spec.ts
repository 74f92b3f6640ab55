import type { APIRequestContext, Page } from "@playwright/test";

import { authFile, expect, test } from "./fixtures";
import { freshEvent, keyProducers, partnerHeaders } from "./partner-api";
import { captureAction, expectRefused, MARKETING, replay, STAFF } from "./replay";

// Issue 25 §4: tabs a role may not open inside an event answered HTTP 200 with the not-found text (the
// loading shell had been sent); and any role with buyers:read could edit or delete others' notes. Now
// only authors edit; deleting another's note needs buyers:notes:others (admins and managers).

const BASE = `http://localhost:${process.env.E2E_PORT}`;

test("a tab the role may not open answers 404, like a missing event", async ({ playwright, request }) => {
  const { id } = await freshEvent(request, "Edges marketing tabs");
  const marketing = await playwright.request.newContext({
    baseURL: BASE,
    storageState: authFile("marketing"),
  });
  const missing = await marketing.get("/events/00000000-0000-4000-8000-000000000000/orders");
  expect(missing.status(), "a missing event").toBe(404);
  for (const tab of [
    "orders",
    "door",
    "door/tickets",
    "door/print",
    "orders/00000000-0000-4000-8000-000000000000",
  ]) {
    const res = await marketing.get(`/events/${id}/${tab}`);
    expect(res.status(), `marketing on ${tab}`).toBe(404);
  }
  // The tab the role may open still answers 200.
  expect((await marketing.get(`/events/${id}/coupons`)).status()).toBe(200);
  await marketing.dispose();
  const staff = await playwright.request.newContext({ baseURL: BASE, storageState: authFile("staff") });
  expect((await staff.get(`/events/${id}/orders`)).status(), "staff on orders").toBe(200);
  await staff.dispose();
});

type Producer = { id: string; slug: string };

async function profile(page: Page, producer: Producer, buyerId: string) {
  await page.goto(`/buyers/${buyerId}?producer=${producer.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

async function aBuyer(api: APIRequestContext, producer: Producer): Promise<string> {
  const res = await api.get(`/partner/v1/producers/${producer.id}/buyers?limit=10`, {
    headers: partnerHeaders(),
  });
  return ((await res.json()) as { best_buyers: { id: string }[] }).best_buyers[4].id;
}

function noteItem(page: Page, text: string) {
  return page
    .getByRole("list", { name: /notas do comprador|the buyer's notes/i })
    .getByRole("listitem")
    .filter({
      hasText: text,
    });
}

test("only a note's author edits it; the author, an admin or a manager deletes it", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow();
  const producers = await keyProducers(request);
  const producer = producers.find((p) => p.slug === "sunset-producoes") ?? producers[0];
  const buyerId = await aBuyer(request, producer);
  const manager = await loginAs("manager");
  await profile(manager, producer, buyerId);
  const note = `Manager's note ${Date.now()}`;
  await manager.getByLabel(/nova nota|new note/i).fill(note);
  await manager.getByRole("button", { name: /salvar nota|save note/i }).click();
  await expect(noteItem(manager, note)).toBeVisible();

  // The manager's own edit and delete, captured (never sent) to replay as others.
  await noteItem(manager, note)
    .getByRole("button", { name: /^(editar|edit) /i })
    .click();
  await noteItem(manager, note).getByRole("textbox").fill(`${note} (edited by someone else)`);
  const edit = await captureAction(manager, () =>
    noteItem(manager, note)
      .getByRole("button", { name: /^(salvar|save)$/i })
      .click(),
  );
  await profile(manager, producer, buyerId);
  const remove = await captureAction(manager, () =>
    noteItem(manager, note)
      .getByRole("button", { name: /^(remover|remove) /i })
      .click(),
  );

  // Staff and marketing see the note but no buttons to change it; their replays are refused.
  const staff = await loginAs("staff");
  await profile(staff, producer, buyerId);
  await expect(noteItem(staff, note)).toBeVisible();
  await expect(noteItem(staff, note).getByRole("button")).toHaveCount(0);
  for (const [label, who] of [STAFF, MARKETING]) {
    expectRefused(await replay(playwright, edit, who), `${label} edits the manager's note`, who);
    expectRefused(await replay(playwright, remove, who), `${label} deletes the manager's note`, who);
  }
  await profile(manager, producer, buyerId);
  await expect(noteItem(manager, note)).toBeVisible();
  await expect(manager.locator("main")).not.toContainText("edited by someone else");

  // Staff edits and deletes a note of their own.
  const own = `Staff's own note ${Date.now()}`;
  await staff.getByLabel(/nova nota|new note/i).fill(own);
  await staff.getByRole("button", { name: /salvar nota|save note/i }).click();
  await noteItem(staff, own)
    .getByRole("button", { name: /^(editar|edit) /i })
    .click();
  await noteItem(staff, own).getByRole("textbox").fill(`${own} v2`);
  await noteItem(staff, own)
    .getByRole("button", { name: /^(salvar|save)$/i })
    .click();
  await expect(noteItem(staff, `${own} v2`)).toBeVisible();
  await noteItem(staff, `${own} v2`)
    .getByRole("button", { name: /^(remover|remove) /i })
    .click();
  await expect(noteItem(staff, `${own} v2`)).toHaveCount(0);

  // Nobody edits another's note (it shows under its author's e-mail), not even an admin; an admin may
  // delete it (buyers:notes:others), and sees only that button.
  const admin = await loginAs("admin");
  await profile(admin, producer, buyerId);
  await expect(noteItem(admin, note).getByRole("button", { name: /^(remover|remove) /i })).toBeVisible();
  await expect(noteItem(admin, note).getByRole("button", { name: /^(editar|edit) /i })).toHaveCount(0);
  expectRefused(await replay(playwright, edit, { as: "admin" }), "admin edits the manager's note", {
    as: "admin",
    code: "forbidden",
  });
  const { text } = await replay(playwright, remove, { as: "admin" });
  expect(text).toContain('"ok":true');
  await profile(manager, producer, buyerId);
  await expect(noteItem(manager, note)).toHaveCount(0);
});
