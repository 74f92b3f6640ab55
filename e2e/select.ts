import type { Locator, Page } from "@playwright/test";

/** Picks an option of a Radix select (a combobox button with a listbox in a portal), as a user would. */
export async function chooseOption(page: Page, combobox: Locator, name: string | RegExp) {
  await combobox.click();
  await page.getByRole("listbox").getByRole("option", { name }).click();
}
