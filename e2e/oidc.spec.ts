import { test as base, type Browser, type Page } from "@playwright/test";

import { startFakePartner, type FakePartner } from "./fake-partner";
import { expect, expectAxeClean } from "./fixtures";
import { startOidcProvider, type OidcProvider } from "./oidc-provider";
import { startOwnPalco, type OwnPalco } from "./own-palco";
import { chooseOption } from "./select";

// Issue 22, single sign-on: Palco started with OIDC_* pointing at a real OpenID Connect provider
// (oidc-provider, e2e/oidc-provider.ts) on loopback, and at the fake Partner API (its own users only, no
// sandbox to seed). An invited member signs in with the provider; an unknown e-mail is refused.
const PROVIDER_NAME = "Provedor Teste";
const SSO_BUTTON = `Entrar com ${PROVIDER_NAME}`;

type Palco = Pick<OwnPalco, "base" | "seed"> & { idp: OidcProvider };

const test = base.extend<object, { palco: Palco }>({
  palco: [
    async ({}, use) => {
      const fake: FakePartner = await startFakePartner();
      fake.open();
      let idp: OidcProvider | undefined;
      const own = await startOwnPalco({
        label: "oidc",
        partner: fake,
        env: async (appUrl) => {
          idp = await startOidcProvider({ redirectUri: `${appUrl}/api/auth/callback/oidc` });
          return {
            OIDC_ISSUER: idp.issuer,
            OIDC_CLIENT_ID: idp.clientId,
            OIDC_CLIENT_SECRET: idp.clientSecret,
            OIDC_NAME: PROVIDER_NAME,
          };
        },
      });
      if (!idp) throw new Error("the OIDC provider did not start");
      await use({ base: own.base, seed: own.seed, idp });
      await own.stop();
      await idp.stop();
      await fake.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
});
test.describe.configure({ mode: "serial" });

async function newPage(browser: Browser, palco: Palco): Promise<Page> {
  const context = await browser.newContext({ baseURL: palco.base, locale: "pt-BR" });
  return context.newPage();
}

/** The admin, signed in with the password form (its button is "Entrar", exactly). */
async function adminPage(browser: Browser, palco: Palco): Promise<Page> {
  const admin = palco.seed.users.find((u) => u.role === "admin")!;
  const page = await newPage(browser, palco);
  await page.goto("/login");
  await page.getByRole("textbox", { name: "E-mail" }).fill(admin.email);
  await page.getByLabel("Senha").fill(admin.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  return page;
}

/** From Palco's login page through the provider's login page, as `login` (the account's e-mail). */
async function signInWithProvider(page: Page, palco: Palco, login: string, callbackUrl = "/account") {
  await page.goto(`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
  await page.getByRole("button", { name: SSO_BUTTON }).click();
  await page.waitForURL((url) => url.origin === palco.idp.issuer);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any-password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.waitForURL((url) => url.origin === palco.base);
}

test("the login page offers the provider, keeps its nonce CSP and lets the form go to the provider only", async ({
  browser,
  palco,
}) => {
  const page = await newPage(browser, palco);
  const res = await page.goto("/login");
  const csp = res!.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(csp).toContain(`form-action 'self' ${palco.idp.issuer};`);
  await expect(page.getByRole("button", { name: SSO_BUTTON })).toBeVisible();
  await expectAxeClean(page);
  // Elsewhere forms stay on Palco's own origin.
  const other = await page.request.get("/invite/nothing");
  expect(other.headers()["content-security-policy"]).toContain("form-action 'self';");
  await page.context().close();
});

test("an invited member signs in with the provider: invitation accepted, same role, a server-side session", async ({
  browser,
  palco,
}) => {
  test.slow(); // a bound, not a speed claim: 26 s of the default 30 in a CI run
  const admin = await adminPage(browser, palco);
  await admin.goto("/team/invite");
  await admin.getByLabel("E-mail").fill("bia@palco.test");
  await admin.getByLabel("Nome").fill("Bia Nova");
  await chooseOption(admin, admin.getByRole("combobox", { name: "Papel" }), "Equipe de portaria");
  await admin.getByRole("button", { name: "Enviar convite" }).click();
  await expect(admin.getByText("Link de uso único")).toBeVisible();
  await admin.goto("/team?status=invited");
  await expect(admin.getByRole("cell", { name: "bia@palco.test" })).toBeVisible();

  const page = await newPage(browser, palco);
  await signInWithProvider(page, palco, "bia@palco.test");
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText("E-mail: bia@palco.test")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sessões" })).toBeVisible();

  await admin.goto("/team?status=invited");
  await expect(admin.getByRole("cell", { name: "bia@palco.test" })).toHaveCount(0);
  await admin.goto("/team");
  const row = admin.getByRole("row").filter({ hasText: "bia@palco.test" });
  await expect(row).toContainText("Equipe de portaria");

  await page.context().close();
  await admin.context().close();
});

test("an unknown e-mail is refused: back on the login page with the reason, and no user is created", async ({
  browser,
  palco,
}) => {
  const page = await newPage(browser, palco);
  await signInWithProvider(page, palco, "ninguem@palco.test", "/events");
  await expect(page).toHaveURL(/\/login\?error=SsoRefused/);
  await expect(
    page.getByRole("alert").filter({ hasText: "Este e-mail não dá acesso ao Palco" }),
  ).toBeVisible();
  await expectAxeClean(page);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login/);

  const admin = await adminPage(browser, palco);
  await admin.goto("/team");
  await expect(admin.getByRole("cell", { name: "bia@palco.test" })).toBeVisible();
  await expect(admin.getByRole("cell", { name: "ninguem@palco.test" })).toHaveCount(0);
  await admin.goto("/audit");
  await expect(admin.getByText("ninguem@palco.test").first()).toBeVisible();

  await page.context().close();
  await admin.context().close();
});
