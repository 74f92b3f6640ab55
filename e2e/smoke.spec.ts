import { ROLES, demoLogin, expect, expectAxeClean, loginThroughForm, test } from "./fixtures";

test("the login page renders an accessible form", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /e-?mail/i })).toBeVisible();
  await expect(page.getByLabel(/senha|password/i)).toBeVisible();
  await expect(page.getByRole("button", { name: /^(entrar|sign in|log ?in)$/i })).toBeVisible();
  await expectAxeClean(page);
});

test("a wrong password shows an error and no session", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("textbox", { name: /e-?mail/i }).fill(demoLogin("admin").email);
  await page.getByLabel(/senha|password/i).fill("not-the-password");
  await page.getByRole("button", { name: /^(entrar|sign in|log ?in)$/i }).click();
  // Next's route announcer is also role=alert; the error is the one with words about the credentials.
  await expect(
    page.getByRole("alert").filter({ hasText: /inv[aá]lid|incorret|incorrect|wrong|errad/i }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/login/);
});

for (const role of ROLES) {
  test(`${role} signs in and sees the app shell`, async ({ page }) => {
    await loginThroughForm(page, demoLogin(role));
    await expect(page.getByRole("navigation").first()).toBeVisible();
    await expect(page.getByRole("main")).toBeVisible();
    await expectAxeClean(page);
  });
}
