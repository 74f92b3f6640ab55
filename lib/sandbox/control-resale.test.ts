import { expect, it } from "vitest";

import { OrderSchema } from "@/lib/contract/orders";
import { TicketSchema } from "@/lib/contract/tickets";

import { call, control, describeSandbox } from "./test/fixtures";

const json = async (res: Response) => ({ status: res.status, body: await res.json() });
const FESTIVAL = "festival-de-verao-2027"; // resale enabled in the demo seed
const NO_RESALE = "noite-de-jazz-no-parque";

describeSandbox("control API: transfers and resale", (sb) => {
  const buy = async (event = FESTIVAL) => {
    const res = await json(await control(sb(), "POST", "/purchase", { event }));
    expect(res.status).toBe(201);
    return OrderSchema.parse(res.body.order);
  };
  const ticketsOf = async (orderId: string) =>
    OrderSchema.parse((await call(sb(), "GET", `/events/${FESTIVAL}/orders/${orderId}`)).body).tickets;

  it("transfers a ticket: the old one is transferred, a new valid one carries the holder", async () => {
    const order = await buy();
    const [ticket] = order.tickets;
    const to = { name: "Beatriz Lima", email: "bia@example.com" };
    const res = await json(await control(sb(), "POST", `/tickets/${ticket.id}/transfer`, to));
    expect(res.status).toBe(201);
    expect(res.body.transferred_ticket_id).toBe(ticket.id);
    const fresh = TicketSchema.parse(res.body.ticket);
    expect(fresh).toMatchObject({ order_id: order.id, holder_name: "Beatriz Lima", status: "valid" });
    expect(fresh.id).not.toBe(ticket.id);
    const statuses = Object.fromEntries((await ticketsOf(order.id)).map((t) => [t.id, t.status]));
    expect(statuses).toMatchObject({ [ticket.id]: "transferred", [fresh.id]: "valid" });
    // The old ticket cannot move twice; bad input is a 422 naming the field; unknown tickets 404.
    expect((await control(sb(), "POST", `/tickets/${ticket.id}/transfer`, to)).status).toBe(422);
    const bad = await json(
      await control(sb(), "POST", `/tickets/${fresh.id}/transfer`, { name: "X", email: "nope" }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.join(" ")).toMatch(/email/);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await control(sb(), "POST", `/tickets/${unknown}/transfer`, to)).status).toBe(404);
    expect((await control(sb(), "POST", "/tickets/not-a-uuid/transfer", to)).status).toBe(404);
  });

  it("lists a ticket for resale, finds the listing, sells it once as a paid resale order", async () => {
    const order = await buy();
    const [ticket] = order.tickets;
    const listed = await json(
      await control(sb(), "POST", `/tickets/${ticket.id}/resale`, { price: "150.00" }),
    );
    expect(listed.status).toBe(201);
    expect(listed.body).toMatchObject({
      ticket_id: ticket.id,
      price: "150.00",
      status: "open",
      sold_at: null,
    });
    const again = await json(
      await control(sb(), "POST", `/tickets/${ticket.id}/resale`, { price: "150.00" }),
    );
    expect(again.status).toBe(422);
    const open = await json(await control(sb(), "GET", `/resale?event=${FESTIVAL}&status=open`));
    expect(open.body.data.map((l: { id: string }) => l.id)).toContain(listed.body.id);

    const sold = await json(
      await control(sb(), "POST", `/resale/${listed.body.id}/buy`, {
        buyer_email: "rafa@example.com",
        payment_method: "pix",
      }),
    );
    expect(sold.status).toBe(201);
    const resale = OrderSchema.parse(sold.body.order);
    expect(resale).toMatchObject({ payment_status: "paid", payment_method: "pix", product_amount: "150.00" });
    expect(resale.buyer.email).toBe("rafa@example.com");
    expect(resale.tickets).toHaveLength(1);
    expect(resale.tickets[0].status).toBe("valid");
    expect((await ticketsOf(order.id)).find((t) => t.id === ticket.id)?.status).toBe("transferred");
    const after = await json(await control(sb(), "GET", `/resale?event=${FESTIVAL}&status=sold`));
    expect(after.body.data.find((l: { id: string }) => l.id === listed.body.id)).toMatchObject({
      status: "sold",
      buyer_order_id: resale.id,
    });
    expect((await control(sb(), "POST", `/resale/${listed.body.id}/buy`)).status).toBe(422);
  });

  it("refuses resale where the event has none, bad prices and unknown listings", async () => {
    const [ticket] = (await buy(NO_RESALE)).tickets;
    const off = await json(await control(sb(), "POST", `/tickets/${ticket.id}/resale`, { price: "10.00" }));
    expect(off).toMatchObject({ status: 422, body: { error: expect.stringMatching(/resale/i) } });
    const [mine] = (await buy()).tickets;
    for (const price of ["150", "-1.00", "1.5", 150]) {
      const res = await json(await control(sb(), "POST", `/tickets/${mine.id}/resale`, { price }));
      expect(res.status).toBe(422);
      expect(res.body.errors.join(" ")).toMatch(/price/);
    }
    expect((await control(sb(), "POST", `/tickets/${mine.id}/resale`, { price: "0.00" })).status).toBe(422);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await control(sb(), "POST", `/resale/${unknown}/buy`)).status).toBe(404);
    expect((await control(sb(), "GET", "/resale?event=no-such-event")).status).toBe(404);
    expect((await control(sb(), "GET", "/resale?status=gone")).status).toBe(422);
  });
});
