import { test as base, type Browser, type Page } from "@playwright/test";

import { expect, expectAxeClean, loginThroughForm, openConfirmation } from "./fixtures";
import { sharedPalcoWithMail, type OwnPalco } from "./own-palco";
import { chooseOption } from "./select";
import { decodeBody, startSmtpServer } from "../lib/mail/smtp.test-support";

// Issue 22: the team page, invitations and server-side sessions. This spec starts its own Palco (the
// prebuilt dist, a fresh data dir, the embedded sandbox) with SMTP_URL pointing at an SMTP server the test
// runs, so invitations arrive as e-mail; its users' sessions are its own, so ending them disturbs no
// other spec's saved sign-ins.

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
type Palco = Pick<OwnPalco, "base" | "seed"> & { smtp: Smtp };

const ownPalco = sharedPalcoWithMail("team");
const test = base.extend<{ palco: Palco }>({
  // The first test to ask starts it: the start counts against this timeout, not the test's.
  palco: [async ({}, use) => use(await ownPalco.get()), { timeout: 240_000 }],
});
test.afterAll(ownPalco.stop);
test.describe.configure({ mode: "serial" });

const PASSWORD = "cavalo-bateria-grampo-9";

async function signedIn(browser: Browser, palco: Palco, login: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: palco.base, locale: "pt-BR" });
  const page = await context.newPage();
  await loginThroughForm(page, login);
  return { context, page };
}

const admin = (palco: Palco) => palco.seed.users.find((u) => u.role === "admin")!;

/** The one-time link in the last e-mail sent to `to`. */
async function linkMailedTo(palco: Palco, to: string): Promise<string> {
  await expect.poll(() => palco.smtp.received.filter((m) => m.to.includes(to)).length).toBeGreaterThan(0);
  const mail = palco.smtp.received.filter((m) => m.to.includes(to)).at(-1)!;
  const link = /https?:\/\/\S+\/invite\/[\w-]+/.exec(decodeBody(mail.raw))?.[0];
  expect(link, "the e-mail carries the link").toBeTruthy();
  return new URL(link!).pathname;
}

/** An admin invites `email` as `role` through /team/invite; returns the path of the e-mailed link. */
async function invite(page: Page, palco: Palco, email: string, name: string, role: string) {
  await page.goto("/team/invite");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Nome").fill(name);
  await chooseOption(page, page.getByRole("combobox", { name: "Papel" }), role);
  await page.getByRole("button", { name: "Enviar convite" }).click();
  await expect(page.getByText(`Link enviado por e-mail para ${email}.`)).toBeVisible();
  return linkMailedTo(palco, email);
}

async function setPassword(browser: Browser, palco: Palco, linkPath: string) {
  const context = await browser.newContext({ baseURL: palco.base, locale: "pt-BR" });
  const page = await context.newPage();
  await page.goto(linkPath);
  await expectAxeClean(page);
  await page.getByLabel("Nova senha").fill(PASSWORD);
  await page.getByLabel("Repita a senha").fill(PASSWORD);
  await page.getByRole("button", { name: "Salvar senha" }).click();
  await expect(page.getByText("Senha salva. Você já pode entrar.")).toBeVisible();
  await page.goto(linkPath);
  await expect(page.getByRole("heading", { name: "Link inválido" })).toBeVisible();
  await context.close();
}

/** Still signed in: a page of the console renders; ended: the next request lands on /login. */
async function expectSignedOut(page: Page) {
  await page.goto("/events");
  await expect(page).toHaveURL(/\/login/);
}

test("an admin invites a staff member by e-mail; the link sets a password once; staff sees staff's pages only", async ({
  browser,
  palco,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await signedIn(browser, palco, admin(palco));
  await page.goto("/team");
  await expect(page.getByRole("heading", { name: "Equipe", level: 1 })).toBeVisible();
  await expectAxeClean(page);
  await page.goto("/team/invite");
  await expectAxeClean(page);
  const link = await invite(page, palco, "bia@palco.test", "Bia Nova", "Equipe de portaria");

  await page.goto("/team?status=invited");
  await expect(page.getByRole("link", { name: "Gerenciar Bia Nova" })).toBeVisible();
  await setPassword(browser, palco, link);
  await page.goto("/team?status=active&role=staff");
  await expect(page.getByRole("link", { name: "Gerenciar Bia Nova" })).toBeVisible();
  await page.goto("/team?status=invited");
  await expect(page.getByRole("link", { name: "Gerenciar Bia Nova" })).toHaveCount(0);

  const staff = await signedIn(browser, palco, { email: "bia@palco.test", password: PASSWORD });
  const nav = staff.page.getByRole("navigation", { name: "Navegação principal" });
  await expect(nav.getByRole("link", { name: "Eventos" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Equipe" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Webhooks" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Análises" })).toHaveCount(0);
  for (const path of ["/team", "/team/invite", "/webhooks", "/analytics"]) {
    const res = await staff.page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
  await staff.page.goto("/account");
  await expect(staff.page.getByRole("heading", { name: "Minha conta", level: 1 })).toBeVisible();
  await expectAxeClean(staff.page);
  await staff.context.close();
  await context.close();
});

test("'sign out everywhere else' ends the other browser's session; deactivation ends the user's at their next request", async ({
  browser,
  palco,
}) => {
  test.setTimeout(180_000);
  const login = { email: "bia@palco.test", password: PASSWORD };
  const one = await signedIn(browser, palco, login);
  const two = await signedIn(browser, palco, login);
  await one.page.goto("/account");
  // These two, and the first test's sign-in of the same user (its browser closed, its session still open).
  // Each session shows once on screen (the list kit renders a table, and cards for phones, one of them hidden).
  const sessions = one.page.getByTestId("session-device").filter({ visible: true });
  await expect(sessions).toHaveCount(3);
  await expect(one.page.locator("[data-current]").filter({ visible: true })).toHaveText("Esta sessão");
  const endOthers = one.page.getByRole("button", { name: "Sair de todas as outras sessões" });
  const confirmEnd = await openConfirmation(one.page, endOthers);
  await confirmEnd.getByRole("button", { name: "Sair de todas as outras sessões" }).click();
  await expect(one.page.getByText("As outras sessões foram encerradas.")).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expectSignedOut(two.page);
  await one.page.goto("/events");
  await expect(one.page).toHaveURL(/\/events/);

  const { context, page } = await signedIn(browser, palco, admin(palco));
  await page.goto("/team?role=staff");
  await page.getByRole("link", { name: "Gerenciar Bia Nova" }).click();
  // The member page is new (a click may come before it hydrates): each confirmation opens by retrying.
  await (
    await openConfirmation(page, page.getByRole("button", { name: "Desativar" }))
  )
    .getByRole("button", { name: "Confirmar" })
    .click();
  await expect(page.getByText("Usuário desativado.")).toBeVisible();
  await expectSignedOut(one.page);
  const res = await one.page.request.get("/api/notifications");
  expect(res.status()).toBe(401);

  await (
    await openConfirmation(page, page.getByRole("button", { name: "Reativar" }))
  )
    .getByRole("button", { name: "Confirmar" })
    .click();
  await expect(page.getByText("Usuário reativado.")).toBeVisible();
  const again = await signedIn(browser, palco, login);
  await again.page.goto("/events");
  await expect(again.page).toHaveURL(/\/events/);
  await Promise.all([one.context, two.context, again.context, context].map((c) => c.close()));
});

test("a reset link is e-mailed, never a password; it works once", async ({ browser, palco }) => {
  test.setTimeout(120_000);
  const { context, page } = await signedIn(browser, palco, admin(palco));
  await page.goto("/team?role=staff");
  await page.getByRole("link", { name: "Gerenciar Bia Nova" }).click();
  const before = palco.smtp.received.length;
  await page.getByRole("button", { name: "Enviar link de nova senha" }).click();
  await expect(page.getByText("Link enviado por e-mail para bia@palco.test.")).toBeVisible();
  expect(palco.smtp.received.length).toBe(before + 1);
  const link = await linkMailedTo(palco, "bia@palco.test");
  await setPassword(browser, palco, link);
  await context.close();
});
