import { expect, seedOutput, test } from "./fixtures";
import { captureAction, logMark, replay, upstreamWrites, type ReplayAs } from "./replay";

// TESTPLAN "Server boundary" for webhooks: the delete action captured from the admin's browser and
// replayed without a session, as staff, marketing and manager → refused, 0 upstream writes; replayed as
// the admin it deletes exactly once (so the replay itself works). The endpoint is this test's own.
const partner = () => ({ authorization: `Bearer ${seedOutput().apiKey}` });

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
  const row = page.getByRole("row").filter({ hasText: endpoint.id });
  const action = await captureAction(page, async () => {
    await row.getByRole("button", { name: /excluir/i }).click();
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: /excluir endpoint/i })
      .click();
  });

  const part = `/webhooks/${endpoint.id}`;
  const refusals: [string, ReplayAs, string | null][] = [
    ["no session", { as: null }, null],
    ["staff", { as: "staff" }, "forbidden"],
    ["marketing", { as: "marketing" }, "forbidden"],
    ["manager", { as: "manager" }, "forbidden"],
  ];
  for (const [label, who, code] of refusals) {
    const mark = await logMark(request);
    const { res, text } = await replay(playwright, action, who);
    expect(text, `${label}: no success`).not.toContain('"ok":true');
    if (code) expect(text, `${label}: ${text.slice(0, 200)}`).toContain(`"code":"${code}"`);
    else
      expect([302, 303, 307, 401].includes(res.status()) || text.includes('"ok":false'), label).toBeTruthy();
    expect(await upstreamWrites(request, mark, part), `${label}: upstream writes`).toEqual([]);
  }
  const mark = await logMark(request);
  const admin = await replay(playwright, action, { as: "admin" });
  expect(admin.text).toContain('"ok":true');
  expect((await upstreamWrites(request, mark, part)).map((w) => w.method)).toEqual(["DELETE"]);
});
