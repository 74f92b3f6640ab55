import { expect, test } from "./fixtures";

// The shell's menus and the event form's selects load their Radix code on first use (useOnDemand):
// a keyboard user still opens them with Enter/Space, moves with the arrows and gets focus back on Escape.

test("user menu and producer switcher by keyboard, before their code has loaded", async ({ loginAs }) => {
  const page = await loginAs("manager");
  await page.goto("/events");

  const account = page.getByRole("button", { name: /conta|account|marcos/i });
  await account.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitemradio").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: /conta|account|marcos/i })).toBeFocused();

  const switcher = page.getByRole("combobox", { name: /produtora|producer/i });
  await switcher.focus();
  await page.keyboard.press(" ");
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  await expect(listbox.getByRole("option", { selected: true })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  // Radix moves the focus on a timer: an Enter before it lands picks the option already chosen (3 in 16).
  await expect(listbox.getByRole("option").nth(1)).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForURL(/producer=/);
  await expect(listbox).toBeHidden();
});

test("the event form's producer select opens with the keyboard and takes the focused option", async ({
  loginAs,
}) => {
  const page = await loginAs("manager");
  await page.goto("/events/new");
  const producer = page.getByRole("main").getByRole("combobox", { name: /produtora|producer/i });
  await producer.focus();
  await page.keyboard.press("Enter");
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  const focused = listbox.locator("[role=option]:focus");
  await expect(focused).toHaveCount(1);
  const from = (await focused.textContent()) ?? "";
  await page.keyboard.press("ArrowDown");
  // The focus moves on Radix's timer, as in the test above: read the option only once it has moved.
  await expect(focused).not.toHaveText(from);
  const name = (await focused.textContent()) ?? "";
  await page.keyboard.press("Enter");
  await expect(listbox).toBeHidden();
  await expect(producer).toHaveText(name);
  await expect(producer).toBeFocused();
});
