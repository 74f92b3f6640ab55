import type { Page } from "@playwright/test";

import { expect, expectAxeClean, seedOutput, test } from "./fixtures";
import { chooseOption } from "./select";
import { XSS_PAYLOADS } from "./xss-payloads";

// Events journeys (issue items 8 and 9). Texts match pt-BR (the default) or English.
const PNG_1x1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const UUID_PATH = /\/events\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\?.*)?$/;
const NOT_FOUND = /página não encontrada|page not found/i;

/** Any dialog (alert/confirm) opened by page content is an executed payload. */
function failOnDialogs(page: Page) {
  page.on("dialog", (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
}

test("manager creates an event (after a field error), edits it, publishes it and uploads a cover", async ({
  loginAs,
}) => {
  // One journey through five pages with an axe scan on each: give it the slow-test budget.
  test.slow();
  const page = await loginAs("manager");
  failOnDialogs(page);
  const name = `E2E Show ${Date.now()}`;

  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1, name: /eventos|events/i })).toBeVisible();
  await expectAxeClean(page);
  await page
    .getByRole("link", { name: /novo evento|new event/i })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: /novo evento|new event/i })).toBeVisible();
  await expectAxeClean(page);

  // Wrong input first: the end before the start.
  const nameField = page.getByLabel(/^(nome|name)$/i);
  const starts = page.getByLabel(/^(início|starts)$/i);
  const ends = page.getByLabel(/^(término|ends)/i);
  const bio = page.getByLabel(/^(descrição|description)/i);
  await nameField.fill(name);
  await starts.fill("2031-05-10T20:00");
  await ends.fill("2031-05-10T18:00");
  await bio.fill(
    `<p>Hello <b>world</b></p><img src=x onerror="alert(1)"><a href="javascript:alert(2)">x</a>`,
  );
  await page.getByRole("button", { name: /criar evento|create event/i }).click();

  await expect(ends).toHaveAttribute("aria-invalid", "true");
  const endsError = page.locator(`#${(await ends.getAttribute("aria-describedby"))!.split(" ").pop()}`);
  await expect(endsError).toHaveText(/antes do início|before the start/i);
  await expect(nameField).toHaveValue(name);
  await expect(starts).toHaveValue("2031-05-10T20:00");
  await expect(ends).toHaveValue("2031-05-10T18:00");
  await expect(bio).toHaveValue(/Hello <b>world<\/b>/);
  await expectAxeClean(page);

  await ends.fill("2031-05-10T23:30");
  await page.getByRole("button", { name: /criar evento|create event/i }).click();
  await page.waitForURL(UUID_PATH);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(/rascunho|draft/i).first()).toBeVisible();
  // Entered in São Paulo time, shown in São Paulo time (sent as 23:00 UTC).
  await expect(page.getByText(/10 de mai\. de 2031, 20:00|May 10, 2031, 8:00\s?PM/)).toBeVisible();
  // The bio is sanitized: formatting kept, the handler and the javascript: link gone.
  const bioCard = page.getByRole("region", { name: /^(descrição|description)$/i });
  await expect(bioCard.locator("b")).toHaveText("world");
  await expect(bioCard.locator("[onerror], a[href^='javascript']")).toHaveCount(0);
  // The saved toast takes ?saved= off the URL with router.replace; while that soft navigation streams the
  // page's metadata again the <title> can be briefly absent, so axe checks the settled page.
  await page.waitForURL(/\/events\/[0-9a-f-]{36}$/);
  await expectAxeClean(page);

  // Edit: rename and turn tips on.
  await page.getByRole("link", { name: /^(editar|edit)$/i }).click();
  await expect(page.getByRole("heading", { level: 1, name: /editar evento|edit event/i })).toBeVisible();
  await expect(page.getByLabel(/^(início|starts)$/i)).toHaveValue("2031-05-10T20:00");
  await expectAxeClean(page);
  await page.getByLabel(/^(nome|name)$/i).fill(`${name} (edited)`);
  await page.getByRole("checkbox", { name: /gorjetas|tips/i }).check();
  await page.getByRole("button", { name: /salvar alterações|save changes/i }).click();
  await page.waitForURL(UUID_PATH);
  await expect(page.getByRole("heading", { level: 1, name: `${name} (edited)` })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /gorjetas|tips/i })).toContainText(/ativado|on/i);

  // Status change behind a confirmation dialog.
  await page.getByRole("button", { name: /alterar status|change status/i }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const newStatus = dialog.getByRole("combobox", { name: /novo status|new status/i });
  await chooseOption(page, newStatus, /^(cancelado|cancelled)$/i);
  await expect(dialog.getByRole("note").filter({ hasText: /cancel/i })).toBeVisible();
  await chooseOption(page, newStatus, /^(publicado|live)$/i);
  await expect(newStatus).toHaveText(/publicado|live/i);
  await expectAxeClean(page);
  await dialog.getByRole("button", { name: /alterar status|change status/i }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/status alterado|status changed/i)).toBeVisible();
  await expect(page.getByText(/^(publicado|live)$/i).first()).toBeVisible();

  // Cover: an SVG renamed .jpg is refused in the browser; a real PNG is previewed, then uploaded.
  const file = page.getByLabel(/arquivo da imagem de capa|cover image file/i);
  await file.setInputFiles({
    name: "evil.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("<svg onload=alert(1)>"),
  });
  await expect(page.getByText(/aceitamos imagens jpeg|only jpeg, png or webp/i)).toBeVisible();
  await expect(page.getByRole("button", { name: /enviar capa|upload cover/i })).toHaveCount(0);
  await file.setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG_1x1 });
  await expect(
    page.getByRole("img", { name: /prévia da nova capa|preview of the new cover/i }),
  ).toBeVisible();
  await page.getByRole("button", { name: /enviar capa|upload cover/i }).click();
  await expect(page.getByText(/capa atualizada|cover updated/i)).toBeVisible();
  // The embedded sandbox serves covers on Palco's own origin: rendered origin-relative (any opened host).
  await expect(
    page.getByRole("img", { name: new RegExp(`(capa de|cover of) ${name}`, "i") }),
  ).toHaveAttribute("src", /^\/sandbox\/v1\/covers\//);
  await expectAxeClean(page);
});

for (const role of ["staff", "marketing"] as const) {
  test(`${role} sees events read-only`, async ({ loginAs }) => {
    test.slow(); // a bound, not a speed claim: up to 20 s of the default 30 in a CI run
    const page = await loginAs(role);
    await page.goto("/events");
    await expect(page.getByRole("heading", { level: 1, name: /eventos|events/i })).toBeVisible();
    // The heading is already in the loading outline: the count below means something once rows are in.
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByRole("link", { name: /novo evento|new event/i })).toHaveCount(0);
    await expectAxeClean(page);

    await page.getByRole("table").locator("tbody").getByRole("link").first().click();
    await page.waitForURL(UUID_PATH);
    await expect(page.getByRole("note").filter({ hasText: /você pode ver|you can view/i })).toBeVisible();
    await expect(page.getByRole("link", { name: /^(editar|edit)$/i })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /alterar status|change status/i })).toHaveCount(0);
    await expect(page.getByLabel(/arquivo da imagem de capa|cover image file/i)).toHaveCount(0);
    await expectAxeClean(page);

    // The write pages are out of reach too (the actions refuse them as well).
    await page.goto("/events/new");
    await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
    await page.goto("/events/festival-de-verao-2027/edit");
    await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
  });
}

test("the list's title is in the outline sent first, not only in the page streamed after it", async ({
  loginAs,
}) => {
  // Lighthouse dates the largest paint (here the title's description); painted only when the streamed
  // page replaced the outline, it was dated after every script and /events scored 91–94.
  const page = await loginAs("staff");
  const html = await (await page.request.get("/events")).text();
  // React sends a page that was not ready yet in hidden <div id="S:n"> segments after the outline.
  const streamed = html.indexOf('<div hidden id="S:');
  const sentFirst = streamed === -1 ? html : html.slice(0, streamed);
  expect(sentFirst).toMatch(/<h1[^>]*>(Eventos|Events)<\/h1>/);
  expect(sentFirst).toMatch(/Crie, publique e acompanhe|Create, publish and follow/);
});

test("junk URL parameters fall back to defaults instead of failing", async ({ loginAs }) => {
  test.setTimeout(60_000); // seven page loads and an axe scan: ~28 s alone, more beside another worker
  const page = await loginAs("manager");
  for (const query of [
    "page=-1",
    "page=abc&per_page=99999",
    "status=foo",
    "status=LIVE&page=1e9",
    "producer=../../etc/passwd",
    "producer=%3Cscript%3E&status[]=x",
    "page=999",
  ]) {
    const response = await page.goto(`/events?${query}`);
    expect(response?.status(), query).toBeLessThan(500);
    await expect(page.getByRole("heading", { level: 1, name: /eventos|events/i })).toBeVisible();
    await expect(page.getByRole("table").or(page.getByRole("heading", { level: 2 }))).toBeVisible();
  }
  await expectAxeClean(page);
});

test("unknown and out-of-scope events show the not-found page inside the shell, with HTTP 404", async ({
  loginAs,
}) => {
  test.slow(); // a bound, not a speed claim: 26 s of the default 30 in a CI run
  const page = await loginAs("manager");
  for (const path of [
    "/events/does-not-exist",
    "/events/00000000-0000-4000-8000-000000000000",
    "/events/pagode-da-casa-vizinha",
    "/events/..%2F..%2Fme",
    "/events/does-not-exist/edit",
    "/events/00000000-0000-4000-8000-000000000000/edit",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
    await expect(page.getByRole("navigation").first()).toBeVisible();
  }
  await expectAxeClean(page);

  const unknown = await page.goto("/this-page-does-not-exist");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();

  // A real event answers 200, and a tab that does not exist yet is a 404 like any unknown path.
  const real = await page.goto("/events/festival-de-verao-2027");
  expect(real?.status()).toBe(200);
  expect((await page.goto("/events/festival-de-verao-2027/no-such-tab"))?.status()).toBe(404);
});

test("staff and marketing are answered 404 on the write pages", async ({ loginAs }) => {
  const page = await loginAs("staff");
  for (const path of ["/events/new", "/events/festival-de-verao-2027/edit"]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: NOT_FOUND })).toBeVisible();
  }
});

test("the producer switcher filters the list through the URL", async ({ loginAs }) => {
  const page = await loginAs("manager");
  await page.goto("/events");
  const switcher = page.getByRole("combobox", { name: /produtora|producer/i });
  await chooseOption(page, switcher, "Arena Norte Eventos");
  await page.waitForURL(/producer=arena-norte/);
  const producers = page.getByRole("table").getByRole("row");
  await expect(producers.filter({ hasText: "Sunset Produções" })).toHaveCount(0);
  await expect(producers.filter({ hasText: "Arena Norte Eventos" }).first()).toBeVisible();
});

test("a list's first HTML has one layout of its rows: cards for a phone, the table otherwise", async ({
  loginAs,
}) => {
  const page = await loginAs("manager");
  const html = async (headers: Record<string, string>) => {
    const res = await page.request.get("/events", { headers });
    expect(res.status()).toBe(200);
    return res.text();
  };
  const cards = /<ul aria-label="Eventos,/g;
  const iphone = await html({
    "user-agent":
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  });
  expect(iphone.match(cards)).toHaveLength(1);
  expect(iphone).not.toContain("<table");
  const laptop = await html({ "sec-ch-ua-mobile": "?0" });
  expect(laptop).toContain("<table");
  expect(laptop.match(cards)).toBeNull();
});

test("language switch and the phone-width menu", async ({ loginAs }) => {
  test.slow(); // a bound, not a speed claim: 20 s of the default 30 in a CI run
  const page = await loginAs("manager");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/events");
  // At phone width the rows are cards: a list named like the table, and no table.
  await expect(
    page
      .getByRole("list", { name: /^eventos|^events/i })
      .getByRole("listitem")
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("table")).toBeHidden();
  await page.getByRole("button", { name: /abrir menu|open menu/i }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("link", { name: /eventos|events/i })).toBeVisible();
  await expectAxeClean(page);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await page.getByRole("button", { name: /conta|account|marcos/i }).click();
  await page.getByRole("menuitemradio", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  await page.getByRole("button", { name: /account|marcos/i }).click();
  await page.getByRole("menuitemradio", { name: /português/i }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Eventos" })).toBeVisible();
});

test(`a bio with ${XSS_PAYLOADS.length} XSS payloads renders without executing anything`, async ({
  loginAs,
  request,
}) => {
  // The event is created straight on the sandbox, as another integration of the same key could.
  const created = await request.post("/partner/v1/events", {
    headers: { authorization: `Bearer ${seedOutput().apiKey}` },
    data: {
      producer_id: "arena-norte",
      name: `XSS ${Date.now()}`,
      starts_at: "2031-06-01T22:00:00Z",
      bio: XSS_PAYLOADS.join("\n"),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const page = await loginAs("manager");
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`/events/${id}`);
  const bio = page.getByRole("region", { name: /^(descrição|description)$/i });
  await expect(bio).toBeVisible();
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(bio.locator("script, iframe, object, embed, svg, math, form, base, meta, style")).toHaveCount(
    0,
  );
  await expect(bio.locator("a[href]:not([href^='http'])")).toHaveCount(0);
  await expectAxeClean(page);
});

test("the events table: sort, column menu, and publishing two drafts at once from the bulk bar", async ({
  loginAs,
  request,
}) => {
  test.slow();
  // Far-future drafts: the API lists the latest start first, so they lead Arena Norte's draft page.
  const stamp = Date.now();
  const ids: string[] = [];
  const names = [`Bulk A ${stamp}`, `Bulk B ${stamp}`];
  for (const [i, name] of names.entries()) {
    const res = await request.post("/partner/v1/events", {
      headers: { authorization: `Bearer ${seedOutput().apiKey}` },
      data: { producer_id: "arena-norte", name, starts_at: `2098-0${i + 1}-01T22:00:00Z` },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }

  const page = await loginAs("manager");
  await page.goto("/events?producer=arena-norte&status=draft");
  const table = page.getByRole("table");

  // Sorting by name (the rows in view) is announced on the header cell.
  const nameHeader = table.getByRole("columnheader", { name: /^(evento|event)/i });
  await nameHeader.getByRole("link").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  const shown = await table.locator("tbody").getByRole("link").allInnerTexts();
  expect(shown.length).toBeGreaterThan(1);
  expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b, "pt-BR")));

  // The column menu is a real menu: arrow keys reach its checkbox items.
  await page.getByRole("button", { name: /colunas|columns/i }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitemcheckbox", { name: /^status$/i })).toBeChecked();
  await menu.getByRole("menuitemcheckbox", { name: /^status$/i }).click();
  await page.keyboard.press("Escape");
  await expect(table.getByRole("columnheader", { name: /^status/i })).toHaveCount(0);

  for (const name of names) {
    await table.getByRole("checkbox", { name: new RegExp(`(selecionar|select) ${name}`, "i") }).check();
  }
  const bar = page.getByRole("region", { name: /ações em lote|bulk actions/i });
  await expect(bar).toContainText(/2 (selecionados|selected)/i);
  await expectAxeClean(page);

  // Cancelling asks first (an alert dialog, focus on "keep"); Escape leaves the events alone.
  await bar.getByRole("button", { name: /cancelar eventos|cancel events/i }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: /manter|keep/i })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();

  await bar.getByRole("button", { name: /publicar|publish/i }).click();
  await expect(page.getByText(/2 eventos alterados|2 events changed/i)).toBeVisible();
  await expect(bar).toBeHidden();
  for (const id of ids) {
    const res = await request.get(`/partner/v1/events/${id}`, {
      headers: { authorization: `Bearer ${seedOutput().apiKey}` },
    });
    expect(((await res.json()) as { status: string }).status).toBe("live");
  }
});
