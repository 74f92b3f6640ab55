import type { Page } from "@playwright/test";

import { actUntilVisible } from "./fixtures";

/**
 * Opens the command palette with ⌘K / Ctrl+K. Its key listener exists once the header has hydrated, so a
 * press right after a navigation may land before it: pressed again until the dialog shows.
 */
export async function openPalette(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Busca rápida" });
  await actUntilVisible(dialog, () => page.keyboard.press("ControlOrMeta+k"));
  return { dialog, input: dialog.getByRole("combobox") };
}
