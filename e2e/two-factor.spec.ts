import { test as base, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

import { expect, expectAxeClean, loginThroughForm, signOutThroughApi } from "./fixtures";
import { sharedPalcoWithMail, type OwnPalco } from "./own-palco";
import { captureAction, expectRefused, type Captured, type Playwright } from "./replay";
import { chooseOption } from "./select";
import { decodeBody, startSmtpServer } from "../lib/mail/smtp.test-support";

// Issue 22, two-factor: TOTP enrolment on /account, the sign-in's second step (codes used once, recovery
// codes once each), the role policy on /team and the replays of the new actions. Its own Palco (the
// prebuilt dist, a fresh data dir, an SMTP server the test runs): changing the policy and signing its
// users in and out disturbs no other spec.

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
type Palco = Pick<OwnPalco, "base" | "seed"> & { smtp: Smtp };

const ownPalco = sharedPalcoWithMail("2fa");
const test = base.extend<{ palco: Palco }>({
  // The first test to ask starts it: the start counts against this timeout, not the test's.
  palco: [async ({}, use) => use(await ownPalco.get()), { timeout: 240_000 }],
});
test.afterAll(ownPalco.stop);
test.describe.configure({ mode: "serial" });

const PASSWORD = "cavalo-bateria-grampo-9";
const MANAGER = { email: "tf-gerente@palco.test", password: PASSWORD };
// Another password: a replay carrying the manager's password must prove nothing for this user.
const STAFF = { email: "tf-portaria@palco.test", password: "lanterna-mochila-orvalho-4" };

/** What the test knows of a user's factor: the secret shown at enrolment, the last step it used, the codes. */
type Factor = { secret: string; step: number; recovery: string[] };
const factors = new Map<string, Factor>();

const STEP_MS = 30_000;
const codeAt = (secret: string, ms: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: ms,
  });

/** A code the server has not seen: the next step's (inside the ±1 window), waiting for a step after the last used. */
async function freshCode(factor: Factor): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / STEP_MS) + 1;
    if (step > factor.step) {
      factor.step = step;
      return codeAt(factor.secret, step * STEP_MS);
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

const admin = (palco: Palco) => palco.seed.users.find((u) => u.role === "admin")!;

async function fresh(browser: Browser, palco: Palco, userAgent?: string) {
  const context = await browser.newContext({ baseURL: palco.base, locale: "pt-BR", userAgent });
  return { context, page: await context.newPage() };
}

/** The password step only: ends on the second step (/login/two-factor). */
async function passwordStep(page: Page, login: { email: string; password: string }) {
  await page.goto("/login");
  await page.getByRole("textbox", { name: /e-?mail/i }).fill(login.email);
  await page.getByLabel(/senha/i).fill(login.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await page.waitForURL(/\/login\/two-factor/);
}

async function submitCode(page: Page, code: string) {
  await page.getByLabel("Código", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Verificar" }).click();
}

/** An admin invites `email` as `role`; the e-mailed link sets the password. */
async function inviteAndAccept(
  browser: Browser,
  palco: Palco,
  { email, password }: { email: string; password: string },
  name: string,
  role: string,
) {
  const { context, page } = await fresh(browser, palco);
  await loginThroughForm(page, admin(palco));
  await page.goto("/team/invite");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Nome").fill(name);
  await chooseOption(page, page.getByRole("combobox", { name: "Papel" }), role);
  await page.getByRole("button", { name: "Enviar convite" }).click();
  await expect(page.getByText(`Link enviado por e-mail para ${email}.`)).toBeVisible();
  await expect.poll(() => palco.smtp.received.filter((m) => m.to.includes(email)).length).toBeGreaterThan(0);
  const mail = palco.smtp.received.filter((m) => m.to.includes(email)).at(-1)!;
  const link = new URL(/https?:\/\/\S+\/invite\/[\w-]+/.exec(decodeBody(mail.raw))![0]).pathname;
  await page.goto(link);
  await page.getByLabel("Nova senha").fill(password);
  await page.getByLabel("Repita a senha").fill(password);
  await page.getByRole("button", { name: "Salvar senha" }).click();
  await expect(page.getByText("Senha salva. Você já pode entrar.")).toBeVisible();
  return { context, page, link };
}

/** Enrols on the page showing the QR code: reads the key, confirms with its current code, keeps the recovery codes. */
async function enrol(page: Page, email: string): Promise<Factor> {
  await expect(page.getByRole("img", { name: "Código QR para o aplicativo autenticador" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const now = Date.now();
  await page.getByLabel("Código de 6 dígitos").fill(codeAt(secret, now));
  await page.getByRole("button", { name: "Confirmar" }).click();
  const list = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(list).toHaveCount(10);
  const factor = { secret, step: Math.floor(now / STEP_MS), recovery: await list.allInnerTexts() };
  factors.set(email, factor);
  return factor;
}

async function mailsTo(palco: Palco, to: string, text: string) {
  return palco.smtp.received.filter((m) => m.to.includes(to) && decodeBody(m.raw).includes(text)).length;
}

test("a manager enrols TOTP, signs in with a code; a reused code is refused; a recovery code works once", async ({
  browser,
  palco,
}) => {
  test.setTimeout(240_000);
  const invited = await inviteAndAccept(browser, palco, MANAGER, "Gina Gerente", "Gerente");
  await invited.context.close();

  const { context, page } = await fresh(browser, palco);
  await loginThroughForm(page, MANAGER); // the demo seed requires two-factor of no role
  await page.goto("/account");
  await expect(page.getByTestId("two-factor-state")).toContainText("Desativada.");
  await expectAxeClean(page);
  await page.getByRole("link", { name: "Configurar" }).click();
  await expect(page).toHaveURL(/\/account\/two-factor$/);
  await expectAxeClean(page);
  const factor = await enrol(page, MANAGER.email);
  await expect(page.getByRole("heading", { name: "Códigos de recuperação" })).toBeVisible();
  await page.getByRole("link", { name: "Continuar" }).click();
  await expect(page.getByTestId("two-factor-state")).toContainText("Ativada desde");
  await expect(page.getByTestId("two-factor-state")).toContainText("10 códigos de recuperação restantes.");
  await expect.poll(() => mailsTo(palco, MANAGER.email, "aplicativo autenticador foi configurado")).toBe(1);
  await signOutThroughApi(page);

  // Password, then the second step: nothing else is reachable before the code.
  await passwordStep(page, MANAGER);
  await expect(page.getByRole("heading", { name: "Verificação em duas etapas" })).toBeVisible();
  await expectAxeClean(page);
  expect((await page.request.get("/api/notifications")).status()).toBe(401);
  await page.goto("/events");
  await expect(page).toHaveURL(/\/login\/two-factor/);
  const code = await freshCode(factor);
  await submitCode(page, code);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.goto("/events");
  await expect(page).toHaveURL(/\/events/);
  await signOutThroughApi(page);

  // The same code again: refused; a recovery code passes.
  await passwordStep(page, MANAGER);
  await submitCode(page, code);
  await expect(page.getByText("Código inválido ou já usado.")).toBeVisible();
  await expect(page).toHaveURL(/\/login\/two-factor/);
  await submitCode(page, factor.recovery[0]);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await signOutThroughApi(page);

  // That recovery code a second time: refused; another one passes.
  await passwordStep(page, MANAGER);
  await submitCode(page, factor.recovery[0]);
  await expect(page.getByText("Código inválido ou já usado.")).toBeVisible();
  await submitCode(page, factor.recovery[1]);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.goto("/account");
  await expect(page.getByTestId("two-factor-state")).toContainText("8 códigos de recuperação restantes.");
  await context.close();

  // A sign-in from another device is e-mailed; codes never are.
  const other = await fresh(
    browser,
    palco,
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
  );
  await passwordStep(other.page, MANAGER);
  await expect.poll(() => mailsTo(palco, MANAGER.email, "Firefox · Windows")).toBe(1);
  await other.context.close();
  const mails = palco.smtp.received.map((m) => decodeBody(m.raw)).join("\n");
  for (const secret of [factor.secret, code, ...factor.recovery]) expect(mails).not.toContain(secret);
});

test("a role the admin requires is sent to enrolment after the password and reaches nothing else until enrolled", async ({
  browser,
  palco,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await fresh(browser, palco);
  await loginThroughForm(page, admin(palco));
  await page.goto("/team");
  await expectAxeClean(page);
  const policy = page.getByRole("form", { name: "Verificação em duas etapas obrigatória" });
  await policy.getByLabel("Equipe de portaria").check();
  await policy.getByRole("button", { name: "Salvar exigência" }).click();
  await expect(page.getByText("Exigência salva.")).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole("form", { name: "Verificação em duas etapas obrigatória" })
      .getByLabel("Equipe de portaria"),
  ).toBeChecked();

  const invited = await inviteAndAccept(browser, palco, STAFF, "Pedro Portaria", "Equipe de portaria");
  await invited.context.close();
  // The team list's two-factor column: required and not set up yet…
  const staffRow = () => page.getByRole("row").filter({ hasText: STAFF.email });
  await page.reload();
  await expect(staffRow()).toContainText("Pendente");
  await expect(staffRow()).toContainText("Obrigatória para este papel");

  const staff = await fresh(browser, palco);
  await passwordStep(staff.page, STAFF);
  await expect(
    staff.page.getByRole("heading", { name: "Configure a verificação em duas etapas" }),
  ).toBeVisible();
  await expectAxeClean(staff.page);
  for (const path of ["/events", "/account", "/"]) {
    await staff.page.goto(path);
    await expect(staff.page, path).toHaveURL(/\/login\/two-factor/);
  }
  expect((await staff.page.request.get("/api/notifications")).status()).toBe(401);
  await enrol(staff.page, STAFF.email);
  await staff.page.getByRole("link", { name: "Continuar" }).click();
  await staff.page.goto("/events");
  await expect(staff.page).toHaveURL(/\/events/);
  await staff.page.goto("/account");
  await expect(staff.page.getByTestId("two-factor-state")).toContainText("Seu papel exige");
  await expect(staff.page.getByRole("button", { name: "Desativar" })).toHaveCount(0);
  await staff.context.close();
  // …then on, with the app it was set up with.
  await page.reload();
  await expect(staffRow()).toContainText("Ativada");
  await expect(staffRow()).toContainText("App autenticador");
  await context.close();
});

/** Replays a captured action with another browser's cookies (null: none). */
async function replayWith(playwright: Playwright, action: Captured, as: BrowserContext | null) {
  const ctx = await playwright.request.newContext({
    baseURL: new URL(action.url).origin,
    storageState: as ? await as.storageState() : undefined,
  });
  const headers = Object.fromEntries(
    Object.entries(action.headers).filter(([k]) => !/^(cookie|content-length|host)$/i.test(k)),
  );
  const res = await ctx.post(action.url, { headers, data: action.body, maxRedirects: 0 });
  const text = await res.text();
  await ctx.dispose();
  return { res, text };
}

test("the new actions replayed without a session or by another user change nothing of anyone else", async ({
  browser,
  palco,
  playwright,
}) => {
  test.setTimeout(240_000);
  const manager = factors.get(MANAGER.email)!;
  const staffFactor = factors.get(STAFF.email)!;

  // The second step, captured with a right code, then replayed: without a session, and with the staff
  // member's own pending session (the manager's code is not theirs).
  const m = await fresh(browser, palco);
  await passwordStep(m.page, MANAGER);
  const code = await freshCode(manager);
  await m.page.getByLabel("Código", { exact: true }).fill(code);
  const verify = await captureAction(m.page, () => m.page.getByRole("button", { name: "Verificar" }).click());
  expectRefused(await replayWith(playwright, verify, null), "verify, no session", {
    as: null,
    code: "unauthenticated",
  });
  const s = await fresh(browser, palco);
  await passwordStep(s.page, STAFF);
  const asStaff = await replayWith(playwright, verify, s.context);
  expect(asStaff.text).toContain('"ok":false');
  expect(asStaff.text).toContain("Código inválido ou já usado.");
  await s.page.goto("/events");
  await expect(s.page).toHaveURL(/\/login\/two-factor/);
  await m.page.goto("/events");
  await expect(m.page).toHaveURL(/\/login\/two-factor/);
  // The code the replays carried was never accepted, so it still signs the manager in.
  await submitCode(m.page, code);
  await m.page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await submitCode(s.page, await freshCode(staffFactor));
  await s.page.waitForURL((url) => !url.pathname.startsWith("/login"));

  // New recovery codes and turning two-factor off, captured on the manager's /account.
  await m.page.goto("/account");
  const regenerateForm = m.page.getByRole("form", { name: "Gerar novos códigos de recuperação" });
  await regenerateForm.getByLabel("Código, código de recuperação ou senha").fill(PASSWORD);
  const regenerate = await captureAction(m.page, () =>
    regenerateForm.getByRole("button", { name: "Gerar novos códigos de recuperação" }).click(),
  );
  // The aborted request leaves the page in its error state: a fresh one for the next capture.
  await m.page.goto("/account");
  const disableForm = m.page.getByRole("form", { name: "Desativar" });
  await disableForm.getByLabel("Código, código de recuperação ou senha").fill(PASSWORD);
  const disable = await captureAction(m.page, () =>
    disableForm.getByRole("button", { name: "Desativar" }).click(),
  );
  for (const [label, action] of [
    ["regenerate", regenerate],
    ["disable", disable],
  ] as const) {
    expectRefused(await replayWith(playwright, action, null), `${label}, no session`, { as: null });
    // The staff member's session: the password is the manager's, so it proves nothing for staff.
    const other = await replayWith(playwright, action, s.context);
    expect(other.text, label).toContain('"ok":false');
    expect(other.text, label).not.toContain('"ok":true');
  }
  await m.page.reload();
  await expect(m.page.getByTestId("two-factor-state")).toContainText("8 códigos de recuperação restantes.");
  await s.page.goto("/account");
  await expect(s.page.getByTestId("two-factor-state")).toContainText("10 códigos de recuperação restantes.");

  // The policy: no session, or a manager (not an admin), is refused; the requirement stays.
  const a = await fresh(browser, palco);
  await loginThroughForm(a.page, admin(palco));
  await a.page.goto("/team");
  const policy = a.page.getByRole("form", { name: "Verificação em duas etapas obrigatória" });
  await policy.getByLabel("Administrador").check();
  const save = await captureAction(a.page, () =>
    policy.getByRole("button", { name: "Salvar exigência" }).click(),
  );
  expectRefused(await replayWith(playwright, save, null), "policy, no session", { as: null });
  expectRefused(await replayWith(playwright, save, m.context), "policy, manager", {
    as: null,
    code: "forbidden",
  });
  await a.page.reload();
  const saved = a.page.getByRole("form", { name: "Verificação em duas etapas obrigatória" });
  await expect(saved.getByLabel("Administrador")).not.toBeChecked();
  await expect(saved.getByLabel("Equipe de portaria")).toBeChecked();

  // The manager's own session turns it off with a current code (their role is not required here).
  await m.page.goto("/account");
  const own = m.page.getByRole("form", { name: "Desativar" });
  await own.getByLabel("Código, código de recuperação ou senha").fill(await freshCode(manager));
  await own.getByRole("button", { name: "Desativar" }).click();
  await expect(m.page.getByTestId("two-factor-state")).toContainText("Desativada.");
  await expect.poll(() => mailsTo(palco, MANAGER.email, "foi desativada")).toBe(1);
  await Promise.all([m.context, s.context, a.context].map((c) => c.close()));
});
