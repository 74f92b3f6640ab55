import type { APIRequestContext } from "@playwright/test";

import { expect, expectAxeClean, test } from "./fixtures";
import { freshEvent, partnerHeaders as partner } from "./partner-api";

// The event's Overview tab and "Duplicate event" (issue 8, "The event, finished").
/** A draft event with two lots and one coupon, made through the Partner API so the test owns it. */
async function eventWithCatalogue(api: APIRequestContext, name: string) {
  const event = await freshEvent(api, name, { startsAt: "2032-06-01T23:00:00Z" });
  for (const lot of [
    { name: "Pista", amount: "80.00", maximum_quantity: 100 },
    { name: "Camarote", amount: "250.50", maximum_quantity: 20, hidden: true },
  ]) {
    const res = await api.post(`/partner/v1/events/${event.id}/products`, { headers: partner(), data: lot });
    expect(res.status(), await res.text()).toBe(201);
  }
  const coupon = await api.post(`/partner/v1/events/${event.id}/coupons`, {
    headers: partner(),
    data: { code: "AMIGO10", discount_type: "percent", discount_value: "10" },
  });
  expect(coupon.status(), await coupon.text()).toBe(201);
  return event;
}

test("manager reads the overview and duplicates the event (after a bad offset), then opens the copy", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const event = await eventWithCatalogue(request, `E2E Dup ${Date.now()}`);
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}`);

  await expect(page.getByText(/^(2 lotes|2 lots)$/i)).toBeVisible();
  await expect(page.getByText(/1 oculto|1 hidden/i)).toBeVisible();
  await expect(page.getByText(/R\$\s?80,00 a R\$\s?250,50|R\$\s?80\.00 to R\$\s?250\.50/)).toBeVisible();
  await expect(page.getByText(/^(1 cupom|1 coupon)$/i)).toBeVisible();
  await expect(page.getByText("AMIGO10")).toBeVisible();
  await expect(page.getByText(/não reembolsa os pedidos|does not refund its orders/i)).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole("button", { name: /duplicar evento|duplicate event/i }).click();
  const dialog = page.getByRole("dialog");
  const offset = dialog.getByLabel(/mover as datas|move the dates/i);
  await offset.fill("1.5");
  await dialog.getByRole("button", { name: /^(duplicar|duplicate)$/i }).click();
  await expect(offset).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText(/número inteiro de dias|whole number of days/i)).toBeVisible();
  await expect(offset).toHaveValue("1.5");
  await expectAxeClean(page);

  await offset.fill("14");
  await expect(dialog.getByText(/a cópia começa em|the copy starts on/i)).toContainText(
    /15 de jun\. de 2032|Jun 15, 2032/,
  );
  await dialog.getByRole("button", { name: /^(duplicar|duplicate)$/i }).click();
  await expect(page.getByText(/duplicação iniciada|duplication started/i)).toBeVisible({ timeout: 30_000 });

  const runs = page.getByRole("heading", { name: /duplicações deste evento|duplications of this event/i });
  await expect(runs).toBeVisible();
  const open = page.getByRole("link", { name: /abrir a cópia|open the copy/i });
  // The card refreshes itself while the run is queued or running.
  await expect(open).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/2 lotes e 1 cupom copiados|2 lots and 1 coupon copied/i)).toBeVisible({
    timeout: 30_000,
  });
  await expectAxeClean(page);

  await open.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${event.name} (cópia)`);
  await expect(page.getByText(/^(2 lotes|2 lots)$/i)).toBeVisible();
  await expect(page.getByText("AMIGO10")).toBeVisible();
  await expect(page.getByText(/^(rascunho|draft)$/i).first()).toBeVisible();
  await expectAxeClean(page);
});

test("staff and marketing read the overview without write controls", async ({ loginAs, request }) => {
  const event = await eventWithCatalogue(request, `E2E Ro ${Date.now()}`);
  for (const role of ["staff", "marketing"] as const) {
    const page = await loginAs(role);
    await page.goto(`/events/${event.id}`);
    await expect(page.getByText(/^(2 lotes|2 lots)$/i)).toBeVisible();
    await expect(page.getByRole("button", { name: /duplicar evento|duplicate event/i })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /alterar status|change status/i })).toHaveCount(0);
    await expectAxeClean(page);
  }
});
