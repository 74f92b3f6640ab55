import type { APIRequestContext } from "@playwright/test";

import { expect, seedOutput, test } from "./fixtures";
import { adminToken, captureAction, replay, type ReplayAs } from "./replay";

// TESTPLAN "Server boundary" for "Duplicate event": the captured action replayed without a session, as
// staff and marketing, and with the bound id swapped for another producer's event → refused; no run is
// queued, so no copy ever appears; the manager's replay makes exactly one.
const partner = () => ({ authorization: `Bearer ${seedOutput().apiKey}` });

async function freshEvent(api: APIRequestContext, name: string) {
  const me = (await (await api.get("/partner/v1/me", { headers: partner() })).json()) as {
    producers: { id: string }[];
  };
  const res = await api.post("/partner/v1/events", {
    headers: partner(),
    data: { producer_id: me.producers[0].id, name, starts_at: "2032-07-01T23:00:00Z" },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; name: string };
}

/** Events of every producer (control API) named `name`. */
async function named(api: APIRequestContext, name: string): Promise<number> {
  const res = await api.get("/sandbox/v1/events", { headers: { authorization: `Bearer ${adminToken()}` } });
  return ((await res.json()) as { data: { name: string }[] }).data.filter((e) => e.name === name).length;
}

test("duplicate event: refused without a session, for staff and marketing, and for another producer's event", async ({
  loginAs,
  playwright,
  request,
}) => {
  test.slow();
  const event = await freshEvent(request, `Replay dup ${Date.now()}`);
  const copyName = `${event.name} (cópia)`;
  const page = await loginAs("manager");
  await page.goto(`/events/${event.id}`);
  await page.getByRole("button", { name: /duplicar evento|duplicate event/i }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/mover as datas|move the dates/i).fill("3");
  const action = await captureAction(page, () =>
    dialog.getByRole("button", { name: /^(duplicar|duplicate)$/i }).click(),
  );

  const who: [string, ReplayAs, string][] = [
    ["no session", { as: null }, ""],
    ["staff", { as: "staff" }, "forbidden"],
    ["marketing", { as: "marketing" }, "forbidden"],
  ];
  for (const [label, as, code] of who) {
    const { res, text } = await replay(playwright, action, as);
    expect(text, `${label}: no success`).not.toContain('"ok":true');
    if (code) expect(text, label).toContain(`"code":"${code}"`);
    else
      expect(
        [302, 303, 307, 401].includes(res.status()) || /"code":"unauthenticated"/.test(text),
        label,
      ).toBeTruthy();
  }

  // The bound event id swapped for an event of a producer outside the key: not found.
  const all = (await (
    await request.get("/sandbox/v1/events", { headers: { authorization: `Bearer ${adminToken()}` } })
  ).json()) as { data: { id: string; producer: { id: string } }[] };
  const mine = (
    (await (await request.get("/partner/v1/me", { headers: partner() })).json()) as {
      producers: { id: string }[];
    }
  ).producers.map((p) => p.id);
  const foreign = all.data.find((e) => !mine.includes(e.producer.id));
  expect(foreign, "the seed has an event outside the demo key").toBeTruthy();
  const tampered = Buffer.from(action.body.toString("latin1").replaceAll(event.id, foreign!.id), "latin1");
  expect(tampered.equals(action.body)).toBe(false);
  const swapped = await replay(playwright, action, { as: "manager" }, tampered);
  expect(swapped.text).toContain('"code":"not_found"');

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
