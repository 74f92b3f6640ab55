import type { Page } from "@playwright/test";

import { expect } from "./fixtures";

// The checks the XSS specs (xss-fields.spec.ts, xss-more-fields.ts) make on every page they plant payloads
// in. Each payload, if it ran, sets `window.__xss` or opens a dialog (the specs count dialogs themselves).

/** A payload as a field takes it: trimmed, at most `max` characters. */
export const fitPayload = (text: string, max = 200) => text.trim().slice(0, max);

/** Fails when a payload ran on the page: its sentinel `window.__xss` is set. */
export async function expectInert(page: Page, label: string) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), label).toBeUndefined();
}

/** Opens `path` (HTTP 200), waits for what `ready` waits for, and checks that nothing ran. */
export async function visitInert(page: Page, path: string, ready: (p: Page) => Promise<void>) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  await ready(page);
  await expectInert(page, path);
}

/**
 * The page shows `text` as text (so the test saw the payload), not as markup: a parsed `<script>` would
 * leave only its body. Retried: a streamed part (a table behind Suspense) arrives in a hidden segment React
 * reveals a moment later, and a live refresh can re-render a list while it is read.
 */
export const showsAsText = (page: Page, text: string) =>
  expect(page.locator("main")).toContainText(text, { useInnerText: true });
