import { authFile, expect, test } from "./fixtures";

// A control that opens a dialog works only once React has attached its handler. In the server's HTML it
// is disabled, so a click that comes too early (a slow phone, a page still loading) shows that it is not
// ready instead of being lost; once hydrated the first click opens the dialog.
const EVENT = "/events/festival-de-verao-2027";

test("dialog triggers are disabled in the server's HTML and open at the first click once hydrated", async ({
  browser,
}) => {
  const noScript = await browser.newContext({ storageState: authFile("admin"), javaScriptEnabled: false });
  const scripted = await browser.newContext({ storageState: authFile("admin") });
  try {
    const before = await noScript.newPage();
    await before.goto(EVENT);
    // An on-demand dialog button (the duplicate dialog loads on first use) and a Radix dialog trigger.
    await expect(before.getByRole("button", { name: /duplicar evento|duplicate event/i })).toBeDisabled();
    await expect(before.getByRole("button", { name: /alterar status|change status/i })).toBeDisabled();

    const page = await scripted.newPage();
    await page.goto(EVENT);
    const duplicate = page.getByRole("button", { name: /duplicar evento|duplicate event/i });
    // Playwright's click waits for the button to be enabled: one click, no retry, opens the dialog.
    await duplicate.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    // The dialog has no Radix trigger (it is loaded on demand): focus still goes back to its button.
    await expect(duplicate).toBeFocused();
  } finally {
    await Promise.all([noScript.close(), scripted.close()]);
  }
});
