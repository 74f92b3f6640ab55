import { expect, expectAxeClean, test } from "./fixtures";
import { keyProducers } from "./partner-api";

// Issue 24, item 10: the Buyers pages follow the header's producer choice. With "all producers" (no
// `?producer=`) they show no producer's data but offer each one; a chosen producer is the one shown.

test("with every producer chosen, Buyers offers each producer; a choice is followed", async ({
  loginAs,
  request,
}) => {
  test.slow(); // sign-ins and axe on a shared 2-core machine
  const producers = (await keyProducers(request)).slice(0, 2);
  const page = await loginAs("marketing");
  for (const path of ["/buyers", "/buyers/search", "/buyers/birthdays"]) {
    await page.goto(path);
    const picker = page.getByRole("list", { name: /produtoras/i });
    await expect(picker, path).toBeVisible();
    for (const p of producers) await expect(picker.getByRole("link", { name: p.name })).toBeVisible();
  }
  await page.goto("/buyers");
  await expect(page.getByRole("heading", { name: /escolha uma produtora/i })).toBeVisible();
  await expectAxeClean(page);

  // Picking one on the page (or in the header) shows that producer, and the picker is gone.
  const [, second] = producers;
  await page
    .getByRole("list", { name: /produtoras/i })
    .getByRole("link", { name: second.name })
    .click();
  await expect(page).toHaveURL(new RegExp(`producer=${second.slug}`));
  await expect(page.getByText(new RegExp(`quem compra de ${second.name}`, "i"))).toBeVisible();
  await expect(page.getByRole("list", { name: /produtoras/i })).toHaveCount(0);
});

test("a login limited to one producer sees its buyers at once", async ({ loginAs }) => {
  const page = await loginAs("arenaManager");
  await page.goto("/buyers");
  await expect(page.getByText(/quem compra de arena norte/i)).toBeVisible();
  await expect(page.getByRole("heading", { name: /escolha uma produtora/i })).toHaveCount(0);
});
