import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { freshEvent, keyProducers } from "./partner-api";

// Issue 24, item 1: a refused save keeps every field of every create/edit form, selects included.
// Each test fills a form with values other than its defaults, submits something the server refuses, and
// compares everything the form would submit (and what each select shows) before and after.

type Snapshot = { data: string[]; shown: string[] };

/** What the form would submit now (FormData, sorted) and what each combobox shows. */
async function snapshot(form: Locator): Promise<Snapshot> {
  return form.evaluate((f: HTMLFormElement) => ({
    data: [...new FormData(f)].map(([k, v]) => `${k}=${String(v)}`).sort(),
    shown: [...f.querySelectorAll("[role=combobox]")].map((c) => `${c.id}:${c.textContent}`),
  }));
}

/** Submits and waits for the action's answer to be rendered (the submit button is enabled again then). */
async function submitAndSettle(page: Page, submit: Locator) {
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && Boolean(r.request().headers()["next-action"]),
  );
  await submit.click();
  await answered;
  await expect(submit).toBeEnabled();
}

async function refusedKeepsAll(page: Page, form: Locator, submit: Locator, refusal: Locator) {
  const before = await snapshot(form);
  await submitAndSettle(page, submit);
  await expect(refusal).toBeVisible();
  // Retrying: a select's state follows React's form reset by a render.
  await expect.poll(() => snapshot(form)).toEqual(before);
  // A second refusal must hold them too (the first reset re-read the returned values).
  await submitAndSettle(page, submit);
  await expect(refusal).toBeVisible();
  await expect.poll(() => snapshot(form)).toEqual(before);
  return before;
}

/** Picks, in a form select, an option other than the one it shows; returns the picked label. */
async function pickAnother(page: Page, combobox: Locator): Promise<string> {
  const current = (await combobox.textContent())?.trim() ?? "";
  await combobox.click();
  const options = page.getByRole("listbox").getByRole("option");
  await expect(options.first()).toBeVisible();
  const labels = (await options.allTextContents()).map((l) => l.trim());
  const other = labels.find((l) => l && l !== current)!;
  expect(other, `another option than ${current}`).toBeTruthy();
  await options.filter({ hasText: other }).first().click();
  await expect(combobox).toHaveText(other);
  return other;
}

test("new event: a refused save keeps the chosen producer and every field", async ({ loginAs }) => {
  const page = await loginAs("manager");
  await page.goto("/events/new");
  const form = page.locator("form").filter({ has: page.getByLabel(/^(nome|name)$/i) });
  const producer = page.getByRole("combobox", { name: /produtora|producer/i }).last();
  const picked = await pickAnother(page, producer);
  await page.getByLabel(/^(nome|name)$/i).fill(`Keep ${Date.now()}`);
  await page.getByLabel(/^(início|starts)/i).fill("2031-05-10T21:00");
  await page.getByLabel(/^(término|ends)/i).fill("2031-05-09T21:00");
  await page.getByLabel(/^(descrição|description)/i).fill("<p>Uma noite</p>");
  await form.getByRole("textbox", { name: /^(cor|colou?r)/i }).fill("#123456");
  for (const box of await form.getByRole("checkbox").all()) await box.setChecked(true);

  const submit = page.getByRole("button", { name: /criar evento|create event/i });
  const before = await refusedKeepsAll(
    page,
    form,
    submit,
    page.getByLabel(/^(término|ends)/i).and(page.locator("[aria-invalid='true']")),
  );
  expect(before.shown.join(" ")).toContain(picked);
  await expect(producer).toHaveText(picked);
});

test("edit event: a refused save keeps the chosen status and every field", async ({ loginAs, request }) => {
  const event = await freshEvent(request, `Keep edit ${Date.now()}`);
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/edit`);
  const form = page.locator("form").filter({ has: page.getByLabel(/^(nome|name)$/i) });
  await pickAnother(page, page.getByRole("combobox", { name: /^status$/i }));
  await page.getByLabel(/^(nome|name)$/i).fill(`${event.name} renamed`);
  await page.getByLabel(/^(início|starts)/i).fill("2031-05-10T21:00");
  await page.getByLabel(/^(término|ends)/i).fill("2031-05-09T21:00");
  for (const box of await form.getByRole("checkbox").all()) await box.setChecked(true);
  await refusedKeepsAll(
    page,
    form,
    page.getByRole("button", { name: /salvar alterações|save changes/i }),
    page.getByLabel(/^(término|ends)/i).and(page.locator("[aria-invalid='true']")),
  );
});

test("lot dialog: a refused save keeps every field", async ({ loginAs, request }) => {
  const event = await freshEvent(request, `Keep lot ${Date.now()}`);
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}/lots`);
  const dialog = page.getByRole("dialog");
  // Disabled until the page has hydrated: Playwright's click waits for it, so one click opens the dialog.
  await page.getByRole("button", { name: /novo lote|new lot/i }).click();
  await expect(dialog).toBeVisible();
  const form = dialog.locator("form");
  await dialog.getByLabel(/^(nome|name)$/i).fill("Pista");
  await dialog.getByLabel(/^(preço|price)/i).fill("-10");
  await dialog.getByLabel(/^(quantidade máxima|maximum quantity)/i).fill("80");
  await dialog.getByLabel(/^(início das vendas|sales start)/i).fill("2031-01-01T10:00");
  await dialog.getByLabel(/^(fim das vendas|sales end)/i).fill("2031-02-01T10:00");
  await dialog.getByRole("checkbox").setChecked(true);
  await refusedKeepsAll(
    page,
    form,
    dialog.getByRole("button", { name: /criar lote|create lot/i }),
    dialog.getByLabel(/^(preço|price)/i).and(page.locator("[aria-invalid='true']")),
  );
});

test("coupon forms (new, edit, bulk): a refused save keeps every field", async ({ loginAs, request }) => {
  test.slow();
  const event = await freshEvent(request, `Keep coupon ${Date.now()}`);
  const page = await loginAs("manager");
  const value = (p: Page) => p.getByLabel(/^(desconto|discount)$/i);
  const invalidValue = value(page).and(page.locator("[aria-invalid='true']"));

  await page.goto(`/events/${event.id}/coupons/new`);
  let form = page.locator("form").filter({ has: value(page) });
  await page.getByLabel(/^(código|code)$/i).fill("KEEP10");
  await page.getByLabel(/valor fixo|fixed amount/i).check();
  await value(page).fill("-3");
  await page.getByLabel(/^(nome|name)/i).fill("Amigos");
  await page.getByLabel(/limite de usos|usage limit/i).fill("30");
  await page.getByRole("checkbox").setChecked(false);
  await refusedKeepsAll(
    page,
    form,
    page.getByRole("button", { name: /criar cupom|create coupon/i }),
    invalidValue,
  );

  await value(page).fill("5");
  await page.getByRole("button", { name: /criar cupom|create coupon/i }).click();
  await page.waitForURL(new RegExp(`/events/${event.id}/coupons$`));
  await page
    .getByRole("row", { name: /KEEP10/ })
    .getByRole("link", { name: /editar|edit/i })
    .click();
  await expect(value(page)).toHaveValue(/5/);
  form = page.locator("form").filter({ has: value(page) });
  await value(page).fill("-4");
  await page.getByLabel(/^(nome|name)/i).fill("Outro nome");
  await page.getByLabel(/limite de usos|usage limit/i).fill("12");
  await page.getByRole("checkbox").setChecked(true);
  await refusedKeepsAll(page, form, page.getByRole("button", { name: /^(salvar|save)$/i }), invalidValue);

  await page.goto(`/events/${event.id}/coupons/bulk`);
  form = page.locator("form").filter({ has: value(page) });
  await page.getByLabel(/^(prefixo|prefix)/i).fill("VIP");
  await page.getByLabel(/^(quantidade|how many|count)/i).fill("7");
  await page.getByLabel(/valor fixo|fixed amount/i).check();
  await value(page).fill("-1");
  await page.getByLabel(/^(nome|name)/i).fill("Lote VIP");
  await refusedKeepsAll(
    page,
    form,
    page.getByRole("button", { name: /gerar códigos|generate codes/i }),
    invalidValue,
  );
});

test("notification settings: a refused save keeps every box and the report", async ({ loginAs }) => {
  const page = await loginAs("manager");
  await page.goto("/settings/notifications");
  const saleMin = page.getByLabel(/só vendas a partir|only sales from/i);
  const form = page.locator("form").filter({ has: saleMin });
  for (const box of await form.getByRole("checkbox").all()) {
    if (await box.isEnabled()) await box.setChecked(!(await box.isChecked()));
  }
  const radios = form.getByRole("radio");
  if (await radios.last().isEnabled()) await radios.last().check();
  await saleMin.fill("abc");
  await refusedKeepsAll(
    page,
    form,
    page.getByRole("button", { name: /salvar preferências|save preferences/i }),
    saleMin.and(page.locator("[aria-invalid='true']")),
  );
});

test("webhook endpoint: a refused create keeps the URL and the chosen kinds", async ({ loginAs }) => {
  const page = await loginAs("admin");
  await page.goto("/webhooks");
  const url = page.getByLabel(/^url/i);
  const form = page.locator("form").filter({ has: url });
  await url.fill("http://10.0.0.1/hook");
  const kinds = form.getByRole("checkbox");
  await kinds.first().setChecked(false);
  await kinds.last().setChecked(false);
  await refusedKeepsAll(
    page,
    form,
    page.getByRole("button", { name: /criar endpoint|create endpoint/i }),
    url.and(page.locator("[aria-invalid='true']")),
  );
});

test("birthday campaign: a refused start keeps the chosen event, type and value", async ({
  loginAs,
  request,
}) => {
  const page = await loginAs("marketing");
  // Marketing sees every producer; the buyers pages ask which one unless the URL says it.
  const producer = (await keyProducers(request)).find((p) => p.slug !== "arena-norte")!;
  await page.goto(`/buyers/birthdays?producer=${producer.slug}`);
  const valueField = page.getByLabel(/valor do desconto|discount value/i);
  const form = page.locator("form").filter({ has: valueField });
  const event = page.getByLabel(/^(evento|event)$/i);
  const options = await event
    .locator("option")
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  if (options.length > 1) await event.selectOption(options[options.length - 1]);
  await page.getByLabel(/^(desconto|discount)$/i).selectOption("amount");
  await valueField.fill("-5");
  await refusedKeepsAll(
    page,
    form,
    page.getByRole("button", { name: /criar cupons|create coupons/i }),
    valueField.and(page.locator("[aria-invalid='true']")),
  );
});
