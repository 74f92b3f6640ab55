import { parseCsv, ptBrTimeMs, ZONE } from "./csv";
import { demoLogin, expect, expectAxeClean, tableReady, test, type Role } from "./fixtures";
import { freshEvent, partnerHeaders } from "./partner-api";

// Issue 22's audit trail: /audit finds a coupon change by user and date, its CSV holds exactly the
// filter's entries, and the page and the CSV are for admins only.

const JUNE = "2032-06-01T23:00:00Z";
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test("a coupon change is found on /audit by user and date, shown as a field diff, and its CSV matches the filter", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const code = `AUD${Date.now().toString(36).toUpperCase()}`;
  const { id: eventId } = await freshEvent(request, `Audit E2E ${Date.now()}`, { startsAt: JUNE });
  const made = await request.post(`/partner/v1/events/${eventId}/coupons`, {
    headers: partnerHeaders(),
    data: { code, discount_type: "percent", discount_value: "10" },
  });
  expect(made.status()).toBe(201);
  const couponId = ((await made.json()) as { id: string }).id;

  // The change: marketing deactivates the coupon from its row (an action: the pipeline audits it).
  const marketing = await loginAs("marketing");
  await marketing.goto(`/events/${eventId}/coupons`);
  await tableReady(marketing);
  await marketing
    .getByRole("row")
    .filter({ hasText: code })
    .getByRole("button", { name: /desativar|deactivate/i })
    .click();
  const dialog = marketing.getByRole("alertdialog");
  await dialog.getByRole("button", { name: /^(desativar|deactivate)$/i }).click();
  await expect(dialog).toBeHidden();
  await expect(marketing.getByRole("row").filter({ hasText: code })).toContainText(/inativo|inactive/i);

  const who = demoLogin("marketing").email;
  const page = await loginAs("admin");
  await page.goto("/audit");
  await tableReady(page);
  await expectAxeClean(page);
  // The filters through the form: user and a date range around today (any display zone), and the target.
  const form = page.getByRole("form", { name: /filtrar a auditoria|filter the audit log/i });
  await form.getByLabel(/usuário|user/i).fill(who);
  await form.getByLabel(/^(de|from)$/i).fill(day(-1));
  await form.getByLabel(/^(até|to)$/i).fill(day(1));
  await form.getByLabel(/id do alvo|target id/i).fill(couponId);
  await form.getByRole("button", { name: /^(filtrar|filter)$/i }).click();
  await expect(page).toHaveURL(/[?&]user=/);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${day(-1)}`));
  await tableReady(page);
  const rows = page.getByRole("row").filter({ hasText: "coupon.active" });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(who);
  await expect(rows).toContainText(couponId);
  await expectAxeClean(page);

  // The same user on a past range finds nothing.
  const url = new URL(page.url());
  url.searchParams.set("from", "2020-01-01");
  url.searchParams.set("to", "2020-01-02");
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole("row").filter({ hasText: "coupon.active" })).toHaveCount(0);
  await page.goBack();

  // Its CSV: the filter's entries only, this one among them.
  const href = await page.getByRole("link", { name: /baixar csv|download csv/i }).getAttribute("href");
  expect(href).toContain(`target_id=${couponId}`);
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("text/csv");
  const csv = parseCsv(await res.text());
  expect(csv).toHaveLength(1);
  expect(csv[0]).toMatchObject({
    "E-mail do usuário": who,
    Ação: "coupon.active",
    "Tipo do alvo": "coupon",
    "ID do alvo": couponId,
  });
  // The user and date filters alone: every line is this user's, within the range, and ours is there.
  const wide = await page.request.get(
    `/api/audit/csv?user=${encodeURIComponent(who)}&from=${day(-1)}&to=${day(1)}`,
  );
  const all = parseCsv(await wide.text());
  expect(all.length).toBeGreaterThanOrEqual(1);
  for (const line of all) {
    expect(line["E-mail do usuário"]).toBe(who);
    expect(ptBrTimeMs(line[`Data (${ZONE})`])).toBeGreaterThanOrEqual(Date.parse(`${day(-2)}T00:00:00Z`));
  }
  expect(all.some((l) => l["ID do alvo"] === couponId && l.Ação === "coupon.active")).toBe(true);

  // The entry's detail: before/after as a field diff.
  await rows.getByRole("link", { name: /coupon\.active/ }).click();
  await expect(page.getByRole("heading", { name: /entrada de auditoria|audit entry/i })).toBeVisible();
  const active = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "active", exact: true }) });
  await expect(active.getByRole("cell").first()).toHaveText("true");
  await expect(active.getByRole("cell").last()).toHaveText("false");
  await expectAxeClean(page);
});

const NOT_ADMINS: Role[] = ["staff", "manager", "marketing"];

for (const role of NOT_ADMINS) {
  test(`${role} gets 404 on /audit and an entry, 403 on the CSV route`, async ({ loginAs }) => {
    const page = await loginAs(role);
    const res = await page.goto("/audit");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: /página não encontrada|page not found/i })).toBeVisible();
    expect((await page.goto("/audit/00000000-0000-4000-8000-000000000000"))?.status()).toBe(404);
    await expect(page.getByRole("link", { name: /^(auditoria|audit)$/i })).toHaveCount(0);
    const csv = await page.request.get("/api/audit/csv");
    expect(csv.status()).toBe(403);
    expect(await csv.text()).not.toContain("coupon.");
  });
}

test("the CSV route without a session answers 401", async ({ playwright }) => {
  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const res = await anonymous.get("/api/audit/csv", { maxRedirects: 0 });
  expect(res.status()).toBe(401);
  await anonymous.dispose();
});

test("an admin sees Auditoria in the sidebar", async ({ loginAs }) => {
  const page = await loginAs("admin");
  await page.goto("/");
  await page
    .getByRole("navigation", { name: /navegação principal|main navigation/i })
    .getByRole("link", { name: /^(auditoria|audit)$/i })
    .click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole("heading", { level: 1, name: /^(auditoria|audit)$/i })).toBeVisible();
});

test("the event page's Histórico lists its audit entries for admins only", async ({ loginAs, request }) => {
  test.slow();
  const name = `Audit history ${Date.now()}`;
  const { id: eventId } = await freshEvent(request, name, { startsAt: JUNE });
  const manager = await loginAs("manager");
  await manager.goto(`/events/${eventId}/edit`);
  await manager.getByLabel(/^(nome|name)$/i).fill(`${name} (edited)`);
  await manager.getByRole("button", { name: /salvar alterações|save changes/i }).click();
  await expect(manager.getByRole("heading", { level: 1, name: `${name} (edited)` })).toBeVisible();
  // The manager may not read the trail: no panel.
  await expect(manager.getByRole("heading", { name: /^(histórico|history)$/i })).toHaveCount(0);

  const page = await loginAs("admin");
  await page.goto(`/events/${eventId}`);
  const panel = page.getByRole("region", { name: /^(histórico|history)$/i });
  await expect(panel.getByRole("listitem").filter({ hasText: "event.update" })).toContainText(
    demoLogin("manager").email,
  );
  await expectAxeClean(page);
  await panel.getByRole("link", { name: /ver tudo na auditoria|see all in the audit log/i }).click();
  await expect(page).toHaveURL(new RegExp(`target_id=${eventId}`));
  await tableReady(page);
  await expect(page.getByRole("row").filter({ hasText: "event.update" })).toHaveCount(1);
});
