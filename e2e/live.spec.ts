import { expect, test, expectAxeClean } from "./fixtures";

// Live pages: every dashboard page opens one /api/live stream (SSE) for the signed-in user; the header's
// bell lists the user's notifications. The toast itself needs a publisher (the webhook inbox); its logic,
// the stream and cross-instance delivery are proven in vitest (lib/live/*.test.ts).
test.describe("live updates", () => {
  test("a signed-in page opens the event stream; without a session it is refused", async ({
    loginAs,
    playwright,
  }) => {
    const page = await loginAs("staff");
    const stream = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/live");
    await page.goto("/events");
    const res = await stream;
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("text/event-stream; charset=utf-8");

    const anonymous = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    const refused = await anonymous.get("/api/live", { maxRedirects: 0 });
    expect(refused.status()).toBe(401);
    expect((await anonymous.get("/api/notifications", { maxRedirects: 0 })).status()).toBe(401);
    await anonymous.dispose();
  });

  test("the bell opens the notification list with a link to the preferences", async ({ loginAs }) => {
    const page = await loginAs("manager");
    await page.goto("/");
    const bell = page.getByRole("banner").getByRole("button", { name: /^Notificações/ });
    await bell.click();
    const panel = page.getByRole("dialog", { name: "Notificações" });
    await expect(panel).toBeVisible();
    await expect(panel.getByText("Nenhuma notificação por enquanto.")).toBeVisible();
    await expectAxeClean(page);
    await panel.getByRole("link", { name: "Preferências de notificação" }).click();
    await expect(page).toHaveURL(/\/settings\/notifications$/);
    await expect(page.getByRole("heading", { level: 1, name: "Notificações" })).toBeVisible();
  });
});
