import { expect, test } from "./fixtures";
import { captureAction, logMark, replay, upstreamWrites } from "./replay";

// Notification preferences change only the session user's own row in Palco's database. Replayed without a
// session → refused; replayed by another user → applies to that user, never to the one who captured it;
// no replay writes upstream. (Mark-as-read is the same pipeline with the same session-keyed write; the
// seed has no notifications to capture it from, so lib/notifications/dispatch.test.ts pins its scoping.)
test("notification preferences: a replay without a session is refused, another user's replay changes only their own", async ({
  loginAs,
  playwright,
}) => {
  const page = await loginAs("manager");
  await page.goto("/settings/notifications");
  const amount = page.getByLabel("Só vendas a partir de (R$)");
  const before = await amount.inputValue();
  const api = page.request;
  const mark = await logMark(api);

  await amount.fill("777");
  const action = await captureAction(page, () =>
    page.getByRole("button", { name: "Salvar preferências" }).click(),
  );

  const anonymous = await replay(playwright, action, { as: null });
  expect(anonymous.text).not.toMatch(/"ok":true/);
  // The proxy redirects a page POST without a session to /login; the action refuses it too (its own check).
  expect(
    [303, 307, 401].includes(anonymous.res.status()) || /"code":"unauthenticated"/.test(anonymous.text),
  ).toBe(true);

  const other = await replay(playwright, action, { as: "marketing" });
  expect(other.res.status()).toBe(200);
  await page.reload();
  await expect(page.getByLabel("Só vendas a partir de (R$)")).toHaveValue(before);

  const own = await replay(playwright, action, { as: "manager" });
  expect(own.res.status()).toBe(200);
  await page.reload();
  await expect(page.getByLabel("Só vendas a partir de (R$)")).toHaveValue("777,00");

  expect(await upstreamWrites(api, mark, "notification")).toEqual([]);
});
