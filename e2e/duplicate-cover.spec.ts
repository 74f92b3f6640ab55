import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "./fixtures";
import { freshEvent, partnerHeaders as partner } from "./partner-api";

// Issue 24, item 2: duplicating an event carries its cover to the copy (read from the original, uploaded
// to the copy), and the run's report says so.

const PNG_1x1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

type ApiEvent = { id: string; cover_url: string | null };

async function apiEvent(api: APIRequestContext, id: string): Promise<ApiEvent> {
  const res = await api.get(`/partner/v1/events/${id}`, { headers: partner() });
  expect(res.status()).toBe(200);
  return (await res.json()) as ApiEvent;
}

async function coverBytes(api: APIRequestContext, url: string): Promise<Buffer> {
  const res = await api.get(url);
  expect(res.status(), url).toBe(200);
  return res.body();
}

test("a duplicated event carries the original's cover, and the report says it was copied", async ({
  loginAs,
  request,
}) => {
  test.slow();
  const event = await freshEvent(request, `E2E Dup cover ${Date.now()}`, {
    startsAt: "2032-07-01T23:00:00Z",
  });
  const upload = await request.put(`/partner/v1/events/${event.id}/cover`, {
    headers: partner(),
    multipart: { file: { name: "cover.png", mimeType: "image/png", buffer: PNG_1x1 } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const original = await apiEvent(request, event.id);
  expect(original.cover_url).toBeTruthy();

  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}`);
  await page.getByRole("button", { name: /duplicar evento|duplicate event/i }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: /^(duplicar|duplicate)$/i }).click();
  await expect(page.getByText(/duplicação iniciada|duplication started/i)).toBeVisible({ timeout: 30_000 });

  const open = page.getByRole("link", { name: /abrir a cópia|open the copy/i });
  await expect(open).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/capa copiada|cover copied/i)).toBeVisible({ timeout: 30_000 });
  const copyId = (await open.getAttribute("href"))!.split("/").pop()!.split("?")[0];

  const copy = await apiEvent(request, copyId);
  expect(copy.cover_url, "the copy has a cover").toBeTruthy();
  expect(copy.cover_url).not.toBe(original.cover_url);
  expect(await coverBytes(request, copy.cover_url!)).toEqual(await coverBytes(request, original.cover_url!));

  await open.click();
  await expect(page.getByRole("img", { name: /(capa de|cover of)/i })).toHaveAttribute(
    "src",
    /\/sandbox\/v1\/covers\//,
  );
});
