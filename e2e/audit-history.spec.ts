import { demoLogin, expect, expectAxeClean, tableReady, test } from "./fixtures";
import { addLot, freshEvent } from "./lots-api";
import { keyProducers, partnerHeaders } from "./partner-api";

// Issue 22: the "Histórico" panel (an object's audit entries, for readers of the trail) on a coupon, a lot
// and a buyer, beside the event and the order that had it already. Others see no panel and no link.

const HISTORY = /^(histórico|history)$/i;
const JUNE = "2032-06-01T23:00:00Z";

test("a coupon's change shows in its Histórico for admins; a manager sees no panel", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const code = `HIST${Date.now().toString(36).toUpperCase()}`;
  const { id: eventId } = await freshEvent(request, `Histórico cupom ${Date.now()}`, { startsAt: JUNE });
  const made = await request.post(`/partner/v1/events/${eventId}/coupons`, {
    headers: partnerHeaders(),
    data: { code, discount_type: "percent", discount_value: "10" },
  });
  expect(made.status(), await made.text()).toBe(201);
  const couponId = ((await made.json()) as { id: string }).id;
  const edit = `/events/${eventId}/coupons/${couponId}/edit`;

  // The change, through the edit form (coupon.update, audited by the pipeline).
  const manager = await loginAs("manager");
  await manager.goto(edit);
  await manager.getByLabel(/^(desconto|discount)/i).fill("15");
  await manager.getByRole("button", { name: /^(salvar|save)$/i }).click();
  await expect(manager).toHaveURL(new RegExp(`/events/${eventId}/coupons(\\?|$)`));
  await manager.goto(edit);
  await expect(manager.getByRole("heading", { name: new RegExp(code) })).toBeVisible();
  await expect(manager.getByRole("heading", { name: HISTORY })).toHaveCount(0);

  const admin = await loginAs("admin");
  await admin.goto(edit);
  const panel = admin.getByRole("region", { name: HISTORY });
  await expect(panel.getByRole("listitem").filter({ hasText: "coupon.update" })).toContainText(
    demoLogin("manager").email,
  );
  await expectAxeClean(admin);
  await panel.getByRole("link", { name: /ver tudo na auditoria|see all in the audit log/i }).click();
  await expect(admin).toHaveURL(
    new RegExp(`target_type=coupon.*target_id=${couponId}|target_id=${couponId}`),
  );
  await tableReady(admin);
  await expect(admin.getByRole("row").filter({ hasText: "coupon.update" })).toHaveCount(1);
});

test("a lot's change shows in its Histórico dialog for admins; a manager gets no link, and ?history= opens nothing", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const event = await freshEvent(request, `Histórico lote ${Date.now()}`, { startsAt: JUNE });
  const lot = await addLot(request, event.id, {
    name: "Lote Histórico",
    amount: "80.00",
    maximum_quantity: 50,
  });

  // The change: the manager hides the lot with its switch (lot.quick_edit).
  const manager = await loginAs("manager");
  await manager.goto(`/events/${event.id}/lots`);
  await tableReady(manager);
  const row = manager.getByRole("row", { name: /Lote Histórico/ });
  await row.getByRole("switch", { name: /ocultar lote histórico|hide lote histórico/i }).check();
  await expect(row.getByRole("switch")).toBeChecked();
  await expect(manager.getByRole("link", { name: /histórico do lote|history of lot/i })).toHaveCount(0);
  await manager.goto(`/events/${event.id}/lots?history=${lot.id}`);
  await tableReady(manager);
  await expect(manager.getByRole("dialog")).toHaveCount(0);
  await expect(manager.getByRole("heading", { name: HISTORY })).toHaveCount(0);

  const admin = await loginAs("admin");
  await admin.goto(`/events/${event.id}/lots?show=all`);
  await tableReady(admin);
  await admin
    .getByRole("link", { name: /histórico do lote lote histórico|history of lot lote histórico/i })
    .click();
  await expect(admin).toHaveURL(new RegExp(`history=${lot.id}`));
  const dialog = admin.getByRole("dialog", { name: /lote histórico/i });
  const panel = dialog.getByRole("region", { name: HISTORY });
  await expect(panel.getByRole("listitem").filter({ hasText: "lot.quick_edit" })).toContainText(
    demoLogin("manager").email,
  );
  await expectAxeClean(admin);
  // Closing it goes back to the list, without the parameter.
  await dialog.getByRole("button", { name: /^(fechar|close)$/i }).click();
  await expect(dialog).toBeHidden();
  await expect(admin).not.toHaveURL(/history=/);
});

test("a buyer's tag shows in the buyer's Histórico for admins; marketing sees no panel", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const producer = (await keyProducers(request)).find((p) => p.slug === "sunset-producoes")!;
  const res = await request.get(`/partner/v1/producers/${producer.id}/buyers?limit=10`, {
    headers: partnerHeaders(),
  });
  const buyer = ((await res.json()) as { best_buyers: { id: string }[] }).best_buyers[6];
  const profile = `/buyers/${buyer.id}?producer=${producer.slug}`;
  const tag = `hist-${Date.now().toString(36)}`;

  const marketing = await loginAs("marketing");
  await marketing.goto(profile);
  await marketing.getByLabel(/nova etiqueta|new tag/i).fill(tag);
  await marketing.getByRole("button", { name: /^(adicionar|add)$/i }).click();
  await expect(
    marketing.getByRole("list", { name: /etiquetas do comprador|the buyer's tags/i }),
  ).toContainText(tag);
  await expect(marketing.getByRole("heading", { name: HISTORY })).toHaveCount(0);

  const admin = await loginAs("admin");
  await admin.goto(profile);
  const panel = admin.getByRole("region", { name: HISTORY });
  await expect(panel.getByRole("listitem").filter({ hasText: "buyer.tag.add" }).first()).toContainText(
    demoLogin("marketing").email,
  );
  await expectAxeClean(admin);
});
