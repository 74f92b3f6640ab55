import { expect, openConfirmation, tableReady, test } from "./fixtures";

// Closing a dialog puts focus back on the control that opened it, so a keyboard user goes on from there
// instead of from the top of the page. Radix does it for its own Trigger; these dialogs have none (shown
// from state, or loaded on first use), which is where focus used to fall to the page's body.
const EVENT = "/events/copa-sunset-de-esports";

test("closing a dialog without a Radix trigger returns focus to the button that opened it", async ({
  loginAs,
}) => {
  const page = await loginAs("manager");
  const dialog = page.getByRole("dialog");

  // A dialog shown from state, closed with Escape.
  await page.goto(`${EVENT}/lots`);
  const newLot = page.getByRole("button", { name: /^novo lote$/i });
  await newLot.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(newLot).toBeFocused();

  // A dialog loaded on first use, closed with its corner button.
  await page.goto(`${EVENT}/orders`);
  const bulk = page.getByRole("button", { name: /cancelar em lote/i });
  await bulk.click();
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole("button", { name: /^voltar$/i })
    .first()
    .click();
  await expect(dialog).toBeHidden();
  await expect(bulk).toBeFocused();

  // A confirmation (alert dialog) loaded on first use, closed with its Cancel button: nothing changes.
  await page.goto(`${EVENT}/coupons`);
  await tableReady(page);
  const toggle = page.getByRole("button", { name: /^(desativar|ativar) o cupom/i }).first();
  const label = await toggle.getAttribute("aria-label");
  const confirmation = await openConfirmation(page, toggle);
  await confirmation.getByRole("button", { name: "Voltar" }).click();
  await expect(confirmation).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute("aria-label", label!);
});
