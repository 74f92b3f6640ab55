import { expect, tableReady, test } from "./fixtures";
import { partnerHeaders as partner } from "./partner-api";
import { captureAction, MANAGER, MARKETING, NO_SESSION, proveRefused, replayAllowed, STAFF } from "./replay";

// TESTPLAN "Server boundary" for webhooks: the delete action captured from the admin's browser and
// replayed without a session, as staff, marketing and manager → refused, 0 upstream writes; replayed as
// the admin it deletes exactly once (so the replay itself works). The endpoint is this test's own.
test("delete endpoint: refused without a session and for staff, marketing and manager", async ({
  loginAs,
  playwright,
  request,
  baseURL,
}) => {
  test.slow();
  const created = await request.post("/partner/v1/webhooks", {
    headers: partner(),
    data: { url: `${baseURL}/e2e-replay-hook-${Date.now()}`, events: ["order.paid"], active: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  const endpoint = (await created.json()) as { id: string; url: string };

  const page = await loginAs("admin");
  await page.goto("/webhooks");
  await tableReady(page);
  const row = page.getByRole("row").filter({ hasText: endpoint.id });
  const action = await captureAction(page, async () => {
    await row.getByRole("button", { name: /excluir/i }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: /excluir endpoint/i })
      .click();
  });

  const part = `/webhooks/${endpoint.id}`;
  await proveRefused(playwright, request, action, [NO_SESSION, STAFF, MARKETING, MANAGER], part);
  const admin = await replayAllowed(playwright, request, action, "admin", part);
  expect(admin.text).toContain('"ok":true');
  expect(admin.writes.map((w) => w.method)).toEqual(["DELETE"]);
});
