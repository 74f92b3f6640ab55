import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "./fixtures";
import { controlHeaders, foreignEvent, freshEvent } from "./partner-api";
import { captureAction, expectRefused, MARKETING, NO_SESSION, replay, STAFF } from "./replay";

// TESTPLAN "Server boundary" for "Duplicate event": the captured action replayed without a session, as
// staff and marketing, and with the bound id swapped for another producer's event → refused; no run is
// queued, so no copy ever appears; the manager's replay makes exactly one.
/** Events of every producer (control API) named `name`. */
async function named(api: APIRequestContext, name: string): Promise<number> {
  const res = await api.get("/sandbox/v1/events", { headers: controlHeaders() });
  return ((await res.json()) as { data: { name: string }[] }).data.filter((e) => e.name === name).length;
}

test("duplicate event: refused without a session, for staff and marketing, and for another producer's event", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow();
  const event = await freshEvent(request, `Replay dup ${Date.now()}`, { startsAt: "2032-07-01T23:00:00Z" });
  const copyName = `${event.name} (cópia)`;
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}`);
  await page.getByRole("button", { name: /duplicar evento|duplicate event/i }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/mover as datas|move the dates/i).fill("3");
  const action = await captureAction(page, () =>
    dialog.getByRole("button", { name: /^(duplicar|duplicate)$/i }).click(),
  );

  // No run is queued by a refusal, so nothing upstream to count: the copy's absence is checked below.
  for (const [label, who] of [NO_SESSION, STAFF, MARKETING]) {
    expectRefused(await replay(playwright, action, who), label, who);
  }

  // The bound event id swapped for an event of a producer outside the key: not found.
  const foreign = await foreignEvent(request);
  const tampered = Buffer.from(action.body.toString("latin1").replaceAll(event.id, foreign.id), "latin1");
  expect(tampered.equals(action.body)).toBe(false);
  const swapped = await replay(playwright, action, { as: "manager" }, tampered);
  expectRefused(swapped, "tampered id", { as: "manager", code: "not_found" });

  // The manager's replay queues one run; once its copy exists, it is the only one.
  const manager = await replay(playwright, action, { as: "manager" });
  expect(manager.text).toContain('"ok":true');
  await expect.poll(() => named(request, copyName), { timeout: 60_000 }).toBe(1);
  await page.goto(`/events/${event.id}`);
  await expect(page.getByRole("link", { name: /abrir a cópia|open the copy/i })).toHaveCount(1, {
    timeout: 30_000,
  });
  expect(await named(request, copyName)).toBe(1);
});
