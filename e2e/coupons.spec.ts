import type { APIRequestContext, Page } from "@playwright/test";

import { parseCsv } from "./csv";
import { expect, expectAxeClean, test } from "./fixtures";
import { controlHeaders, freshEvent, partnerHeaders } from "./partner-api";

// The Coupons tab (issue 8). Texts match pt-BR (the default) or English.

const JUNE = "2032-06-01T23:00:00Z";

type Coupon = { id: string; code: string; active: boolean; usage_limit: number | null };

async function upstreamCoupons(api: APIRequestContext, eventId: string): Promise<Coupon[]> {
  const res = await api.get(`/partner/v1/events/${eventId}/coupons`, { headers: partnerHeaders() });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Coupon[] }).data;
}

const field = (page: Page, name: RegExp) => page.getByLabel(name);
const CODE = /^(código|code)$/i;
const VALUE = /^(desconto|discount)$/i;
const NAME = /^(nome|name)/i;

test("marketing creates a coupon (after a duplicate-code 422), edits it and deactivates it", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const { id: eventId } = await freshEvent(request, `Coupons E2E ${Date.now()}`, { startsAt: JUNE });
  const taken = await request.post(`/partner/v1/events/${eventId}/coupons`, {
    headers: partnerHeaders(),
    data: { code: "TAKEN10", discount_type: "percent", discount_value: "10" },
  });
  expect(taken.status()).toBe(201);

  const page = await loginAs("marketing");
  await page.goto(`/events/${eventId}`);
  await page.getByRole("link", { name: /^(cupons|coupons)$/i }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/coupons$`));
  await expect(page.getByRole("cell", { name: "TAKEN10", exact: true })).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole("link", { name: /novo cupom|new coupon/i }).click();
  await expect(page.getByRole("heading", { name: /novo cupom|new coupon/i })).toBeVisible();
  await expectAxeClean(page);
  // The code exists in another case: the API refuses it (422) and the message sits beside the field.
  await field(page, CODE).fill("taken10");
  await page.getByLabel(/valor fixo|fixed amount/i).check();
  await field(page, VALUE).fill("12,50");
  await field(page, NAME).fill("Amigos da casa");
  await field(page, /limite de usos|usage limit/i).fill("30");
  await page.getByRole("button", { name: /criar cupom|create coupon/i }).click();
  const code = field(page, CODE);
  await expect(code).toHaveAttribute("aria-invalid", "true");
  const codeError = page.locator(`#${(await code.getAttribute("aria-describedby"))!.split(" ").pop()}`);
  await expect(codeError).toHaveText(/já existe um cupom|already has a coupon/i);
  await expect(code).toHaveValue("taken10");
  await expect(page.getByLabel(/valor fixo|fixed amount/i)).toBeChecked();
  await expect(field(page, VALUE)).toHaveValue("12,50");
  await expect(field(page, NAME)).toHaveValue("Amigos da casa");
  await expect(field(page, /limite de usos|usage limit/i)).toHaveValue("30");
  await expectAxeClean(page);

  await code.fill("AMIGOS");
  await page.getByRole("button", { name: /criar cupom|create coupon/i }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/coupons`));
  const row = page.getByRole("row").filter({ hasText: "AMIGOS" });
  await expect(row).toContainText(/R\$\s?12,50/);
  await expect(row).toContainText(/0 de 30|0 of 30/);
  await expect(row.getByText(/^(ativo|active)$/i)).toBeVisible();
  const created = (await upstreamCoupons(request, eventId)).find((c) => c.code === "AMIGOS");
  expect(created).toMatchObject({
    discount_type: "amount",
    discount_value: "12.50",
    usage_limit: 30,
    active: true,
  });

  // Edit: code and type are fixed; the value changes.
  await row.getByRole("link", { name: /editar|edit/i }).click();
  await expect(field(page, CODE)).toHaveAttribute("readonly", "");
  await expect(page.getByLabel(/valor fixo|fixed amount/i)).toBeDisabled();
  await expectAxeClean(page);
  await field(page, VALUE).fill("15");
  await page.getByRole("button", { name: /^(salvar|save)$/i }).click();
  await expect(page.getByRole("row").filter({ hasText: "AMIGOS" })).toContainText(/R\$\s?15,00/);

  // Deactivate from the row, after a confirmation.
  await page
    .getByRole("row")
    .filter({ hasText: "AMIGOS" })
    .getByRole("button", { name: /desativar|deactivate/i })
    .click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(/AMIGOS/);
  await expectAxeClean(page);
  await dialog.getByRole("button", { name: /^(desativar|deactivate)$/i }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: "AMIGOS" })).toContainText(/inativo|inactive/i);
  expect((await upstreamCoupons(request, eventId)).find((c) => c.code === "AMIGOS")?.active).toBe(false);
});

test("bulk codes: 50 single-use codes, stopped midway and resumed, no duplicate; CSV parsed", async ({
  loginAs,
  request,
}) => {
  test.setTimeout(240_000);
  const { id: eventId } = await freshEvent(request, `Bulk E2E ${Date.now()}`, { startsAt: JUNE });
  const prefix = `E2E${Date.now().toString(36).toUpperCase()}`;
  const page = await loginAs("manager");
  await page.goto(`/events/${eventId}/coupons`);
  await page.getByRole("link", { name: /códigos em lote|bulk codes/i }).click();
  // Scan the bulk page, not the list mid-navigation (its <title> is gone between the two pages).
  await expect(
    page.getByRole("heading", { name: /gerar códigos em lote|generate codes in bulk/i }),
  ).toBeVisible();
  await expectAxeClean(page);
  await field(page, /^(prefixo|prefix)$/i).fill(prefix);
  await field(page, /^(quantidade|how many)$/i).fill("50");
  await page.getByLabel(/percentual|percent/i).check();
  await field(page, VALUE).fill("20");

  // This event's Partner API answers slowed down, so the run is still going when it is stopped (only
  // this event's: the tests running alongside keep their normal speed).
  const slow = await request.post("/sandbox/v1/faults", {
    headers: controlHeaders(),
    data: { latency_ms: 1500, path_prefix: `/partner/v1/events/${eventId}/` },
  });
  expect(slow.status()).toBe(200);
  let stoppedAt = 0;
  try {
    await page.getByRole("button", { name: /gerar códigos|generate codes/i }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}/coupons`), { timeout: 30_000 });
    const run = page.locator("[data-job-id]").first();
    const bar = run.getByRole("progressbar");
    // Stopped once running (each answer takes 1.5 s, so 50 codes take ~20 s): what was created by then
    // stays, the rest waits for the resume.
    await expect(run.getByText(/^(em execução|running)$/i)).toBeVisible({ timeout: 90_000 });
    await run.getByRole("button", { name: /interromper|stop/i }).click();
    await expect(run.getByText(/^(cancelada|cancelled)$/i)).toBeVisible({ timeout: 60_000 });
    stoppedAt = Number(await bar.getAttribute("aria-valuenow"));
  } finally {
    await request.delete("/sandbox/v1/faults", { headers: controlHeaders() });
  }
  const midway = (await upstreamCoupons(request, eventId)).filter((c) => c.code.startsWith(`${prefix}-`));
  expect(midway.length, "stopped midway").toBeLessThan(50);

  await page
    .locator("[data-job-id]")
    .first()
    .getByRole("button", { name: /retomar|resume/i })
    .click();
  const resumed = page.locator("[data-job-id]").first();
  await expect(resumed.getByText(/^(concluída|succeeded)$/i)).toBeVisible({ timeout: 90_000 });
  await expect(resumed.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
  await expectAxeClean(page);

  const href = await resumed.getByRole("link", { name: /csv/i }).getAttribute("href");
  const csv = await page.request.get(href!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const rows = parseCsv(await csv.text()).map((r) => ({ item: r.Item, status: r.Status, detail: r.Detalhe }));
  expect(rows).toHaveLength(50);
  expect(rows.every((r) => r.status === "Concluído")).toBe(true);
  expect(new Set(rows.map((r) => r.item)).size).toBe(50);
  for (const r of rows) expect(r.item).toMatch(new RegExp(`^${prefix}-[A-Z2-9]{10}$`));
  // The outcomes CSV words each detail in the reader's language (pt-BR here).
  const existing = rows.filter((r) => r.detail === "Já existia").map((r) => r.item);
  expect(existing.length).toBeGreaterThanOrEqual(stoppedAt);
  // Created before the stop: found upstream by the resumed run, never posted again.
  for (const c of midway) expect(existing).toContain(c.code);

  const all = (await upstreamCoupons(request, eventId)).filter((c) => c.code.startsWith(`${prefix}-`));
  expect(all).toHaveLength(50);
  expect(new Set(all.map((c) => c.code))).toEqual(new Set(rows.map((r) => r.item)));
  expect(all.every((c) => c.usage_limit === 1 && c.active)).toBe(true);
});

test("staff sees coupons with uses from paid orders and no write control", async ({ loginAs, request }) => {
  test.slow();
  // A seeded event whose paid orders used its coupon (BEMVINDO10): the uses shown are counted from them.
  const events = (await (
    await request.get("/partner/v1/events?status=live&per_page=100", { headers: partnerHeaders() })
  ).json()) as { data: { id: string }[] };
  let target: { id: string; uses: number } | null = null;
  for (const e of events.data) {
    let uses = 0;
    for (let page = 1; ; page++) {
      const orders = (await (
        await request.get(`/partner/v1/events/${e.id}/orders?payment_status=paid&per_page=100&page=${page}`, {
          headers: partnerHeaders(),
        })
      ).json()) as { data: { coupon_code: string | null }[]; total: number };
      uses += orders.data.filter((o) => o.coupon_code?.toUpperCase() === "BEMVINDO10").length;
      if (page * 100 >= orders.total) break;
    }
    if (uses > 0) {
      target = { id: e.id, uses };
      break;
    }
  }
  expect(target, "a seeded live event with coupon uses").toBeTruthy();

  const page = await loginAs("staff");
  await page.goto(`/events/${target!.id}/coupons`);
  const row = page.getByRole("row").filter({ hasText: "BEMVINDO10" });
  await expect(row.getByRole("cell").nth(4)).toHaveText(new RegExp(`^${target!.uses}\\b`));
  await expect(page.getByRole("note").filter({ hasText: /não alterá-los|not change them/i })).toBeVisible();
  await expect(page.getByRole("link", { name: /novo cupom|new coupon|em lote|bulk/i })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /ativar|desativar|activate|deactivate/i })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /editar o cupom|edit coupon/i })).toHaveCount(0);
  await expectAxeClean(page);
  const direct = await page.goto(`/events/${target!.id}/coupons/new`);
  expect(direct?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: /página não encontrada|page not found/i })).toBeVisible();
});
