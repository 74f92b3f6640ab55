import { demoLogin, expect, loginThroughForm, test } from "./fixtures";

const EMAIL = /e-?mail/i;
const PASSWORD = /senha|password/i;
// Anchored: "Entrar com passkey" sits beside the password form's "Entrar".
const SUBMIT = /^(entrar|sign in|log ?in)$/i;

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

test("after ten wrong passwords the form says how many minutes to wait", async ({ page }) => {
  // An unknown account: the answer must be the one a real account gets, and no demo login is locked.
  await page.goto("/login");
  for (let attempt = 1; attempt <= 11; attempt += 1) {
    await page.getByRole("textbox", { name: EMAIL }).fill("nobody-throttle@palco.demo");
    await page.getByLabel(PASSWORD).fill(`wrong-${attempt}`);
    const answered = page.waitForResponse((r) => r.url().includes("/api/auth/callback/credentials"));
    await page.getByRole("button", { name: SUBMIT }).click();
    await answered;
    const expected = attempt <= 10 ? /incorret|incorrect/i : /aguarde 1 minuto|wait 1 minute/i;
    await expect(page.getByRole("alert").filter({ hasText: expected })).toBeVisible();
  }
});
