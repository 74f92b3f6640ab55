import { demoLogin, expect, loginThroughForm, test } from "./fixtures";

const EMAIL = /e-?mail/i;
const PASSWORD = /senha|password/i;
const SUBMIT = /entrar|sign in|log ?in/i;

// The login form is a native POST to next-auth with a server-rendered CSRF token: no JavaScript needed.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signs in and lands on the dashboard", async ({ page }) => {
    const login = demoLogin("admin");
    await page.goto("/login");
    await page.getByRole("textbox", { name: EMAIL }).fill(login.email);
    await page.getByLabel(PASSWORD).fill(login.password);
    await page.getByRole("button", { name: SUBMIT }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await expect(page.getByRole("navigation").first()).toBeVisible();
    await expect(page.getByRole("main")).toBeVisible();
  });

  test("a wrong password comes back with the message and no session", async ({ page }) => {
    await page.goto("/login?callbackUrl=%2Fevents");
    await page.getByRole("textbox", { name: EMAIL }).fill(demoLogin("admin").email);
    await page.getByLabel(PASSWORD).fill("not-the-password");
    await page.getByRole("button", { name: SUBMIT }).click();
    await expect(page).toHaveURL(/\/login\?.*error=CredentialsSignin/);
    await expect(page.getByRole("alert").filter({ hasText: /incorret|incorrect/i })).toBeVisible();
    await page.goto("/");
    await expect(page).toHaveURL(/\/login/);
  });
});

test("signing out from the user menu ends the session", async ({ page }) => {
  await loginThroughForm(page, demoLogin("staff"));
  // Phone width: the menu button is then named "Conta: <name>" (the desktop one shows the name itself).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: /conta|account/i }).click();
  await page.getByRole("menuitem", { name: /sair|sign out/i }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/login/);
});
