import { demoLogin, expect, loginThroughForm, signOutThroughApi, test } from "./fixtures";

// The server's APP_URL is http://localhost:<port> (scripts/lib/e2e-server.mjs); this file opens Palco as
// 127.0.0.1, as someone would from the printed address or another machine. Covers and the sign-in and
// sign-out redirects must follow the address in the browser, not APP_URL.
const OPENED = `http://127.0.0.1:${process.env.E2E_PORT}`;
test.use({ baseURL: OPENED, storageState: { cookies: [], origins: [] } });

test("sign-in redirects stay on the address the user opened", async ({ page }) => {
  await page.goto("/events?status=live");
  await expect(page).toHaveURL(new RegExp(`^${OPENED}/login\\?`));

  const { email, password } = demoLogin("admin");
  await page.getByRole("textbox", { name: /e-?mail/i }).fill(email);
  await page.getByLabel(/senha|password/i).fill(password);
  await page.getByRole("button", { name: /^(entrar|sign in)$/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  expect(new URL(page.url()).origin).toBe(OPENED);
  expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe("/events?status=live");
});

test("event covers load from the address the user opened", async ({ page }) => {
  await loginThroughForm(page, demoLogin("manager"));
  await page.goto("/events");
  const covers = page.locator("main img");
  // The table renders a desktop grid and phone cards; one of them is hidden at any width.
  await expect(covers.filter({ visible: true }).first()).toBeVisible();
  const srcs = await covers.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src") ?? ""));
  expect(
    srcs.filter((src) => src.includes("localhost")),
    "no cover points at APP_URL's host",
  ).toEqual([]);
  await expect
    .poll(
      () =>
        covers.evaluateAll(
          (imgs) =>
            imgs.filter(
              (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
            ).length,
        ),
      { message: "at least one cover image decoded" },
    )
    .toBeGreaterThan(0);
});

test("sign-out answers with a destination on the address the user opened", async ({ page }) => {
  await loginThroughForm(page, demoLogin("staff"));
  const res = await signOutThroughApi(page);
  expect(res.ok()).toBe(true);
  const { url } = (await res.json()) as { url: string };
  expect(url).toBe(`${OPENED}/login`);
});
