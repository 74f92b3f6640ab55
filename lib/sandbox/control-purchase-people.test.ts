import { expect, it } from "vitest";

import { call, control, describeSandbox } from "./test/fixtures";

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

// The control API's purchase takes the buyer and the tournament identity as typed (tests feed odd and
// hostile names through every export), and an event's tournament field can be switched on.
describeSandbox("control API: given buyer and tournament identity", (sb) => {
  it("keeps a given buyer's name and birthdate exactly, first holder included", async () => {
    const email = `given.${Date.now()}@example.com`;
    const name = '\t=HYPERLINK("http://x","y")';
    const res = await json(
      await control(sb(), "POST", "/purchase", {
        event: "festival-de-verao-2027",
        buyer: { email, name, birthdate: "1990-07-15" },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.order.buyer).toMatchObject({ email, name });
    expect(res.body.order.items[0].holders[0].name).toBe(name);
    expect(res.body.order.tickets[0].holder_name).toBe(name);
    const event = await call(sb(), "GET", `/events/${res.body.order.event_id}`);
    const buyer = await call(
      sb(),
      "GET",
      `/producers/${event.body.producer.id}/buyers/${res.body.order.buyer.id}`,
    );
    expect(buyer.body).toMatchObject({ name, birthdate: "1990-07-15" });
  });

  it("refuses buyer and buyer_email together, and a malformed birthdate", async () => {
    const both = await control(sb(), "POST", "/purchase", {
      event: "festival-de-verao-2027",
      buyer: { email: "a@example.com" },
      buyer_email: "a@example.com",
    });
    expect(both.status).toBe(422);
    const bad = await control(sb(), "POST", "/purchase", {
      event: "festival-de-verao-2027",
      buyer: { email: "a@example.com", birthdate: "15/07/1990" },
    });
    expect(bad.status).toBe(422);
  });

  it("switches an event's tournament field on; orders then carry the given identity", async () => {
    const before = await json(
      await control(sb(), "POST", "/purchase", {
        event: "festival-de-verao-2027",
        tourney: { user_id: "123" },
      }),
    );
    expect(before.status).toBe(201);
    expect(before.body.order).not.toHaveProperty("tourney");
    const on = await json(
      await control(sb(), "PUT", "/events/festival-de-verao-2027/tourney-field", { enabled: true }),
    );
    expect(on).toMatchObject({ status: 200, body: { tourney_enabled: true } });
    const tourney = { user_id: "4242", gamertag: "@SUM(1)", prefix: "-1+1", name: "+Ana" };
    const after = await json(
      await control(sb(), "POST", "/purchase", { event: "festival-de-verao-2027", tourney }),
    );
    expect(after.body.order.tourney).toMatchObject(tourney);
    await control(sb(), "PUT", "/events/festival-de-verao-2027/tourney-field", { enabled: false });
    expect(
      (await control(sb(), "PUT", "/events/no-such-event/tourney-field", { enabled: true })).status,
    ).toBe(404);
  });
});
