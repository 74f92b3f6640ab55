import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";

import { OrderSchema, OrderSummarySchema } from "@/lib/contract";

import { orderDetail, orderSummary } from "./data/orders";
import { events, orders, resaleListings, tickets } from "./db/schema";
import {
  buyResale,
  cancelOrder,
  checkIn,
  joinWaitlist,
  listForResale,
  purchase,
  transferTicket,
  tourneyProfileFor,
} from "./simulate";
import { createScenario, type Scenario } from "./simulate/scenario";
import { describeSimulation, heldOf } from "./simulate/simulate.test-support";

describeSimulation("simulate: door, transfers, resale, waitlist, tourney", (sb) => {
  let s: Scenario;
  beforeAll(async () => {
    s = await createScenario(sb().ctx, {
      producerSlug: "sunset-producoes",
      settings: { resaleEnabled: true, waitlistEnabled: true },
      lots: [{ cents: 8000, max: 50 }],
    });
  });
  const buy = (quantity = 2) =>
    purchase(sb().ctx, { event: s.event.id, buyer: "new", items: [{ productId: s.lots[0].id, quantity }] });
  const ticketsOf = (orderId: string) =>
    sb().db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(tickets.createdAt);

  it("checks a valid ticket in once; cancelled and transferred tickets are refused", async () => {
    const order = await buy();
    const [a, b] = await ticketsOf(order.id);
    const done = await checkIn(sb().ctx, a.id);
    expect(done.status).toBe("checked_in");
    expect(done.checkedInAt).not.toBeNull();
    await expect(checkIn(sb().ctx, a.id)).rejects.toMatchObject({ code: "invalid_state", status: 422 });
    await transferTicket(sb().ctx, b.id, { name: "Nova Pessoa", email: "nova@example.com" });
    await expect(checkIn(sb().ctx, b.id)).rejects.toMatchObject({ code: "invalid_state" });
    const other = await buy(1);
    await cancelOrder(sb().ctx, other.id);
    const [c] = await ticketsOf(other.id);
    await expect(checkIn(sb().ctx, c.id)).rejects.toMatchObject({ code: "invalid_state" });
    await expect(checkIn(sb().ctx, "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      status: 404,
    });
  });

  it("a transfer marks the old ticket transferred and issues a valid one to the new holder", async () => {
    const order = await buy();
    const held = await heldOf(sb(), s.lots[0].id);
    const [first] = await ticketsOf(order.id);
    const moved = await transferTicket(sb().ctx, first.id, {
      name: "Ana Nova",
      email: "ana.nova@example.com",
    });
    expect(moved).toMatchObject({
      orderId: order.id,
      status: "valid",
      holderName: "Ana Nova",
      holderEmail: "ana.nova@example.com",
    });
    const view = OrderSchema.parse(await orderDetail(sb().db, order.id));
    expect(view.tickets.map((t) => t.status).sort()).toEqual(["transferred", "valid", "valid"]);
    expect(view.tickets_count).toBe(2);
    expect(await heldOf(sb(), s.lots[0].id)).toBe(held);
    await expect(
      transferTicket(sb().ctx, first.id, { name: "X", email: "x@example.com" }),
    ).rejects.toMatchObject({
      code: "invalid_state",
    });
    await expect(transferTicket(sb().ctx, moved.id, { name: "", email: "bad" })).rejects.toMatchObject({
      code: "invalid_holder",
    });
    await cancelOrder(sb().ctx, order.id);
    expect(await heldOf(sb(), s.lots[0].id)).toBe(held - 2);
  });

  it("resale: list, buy as a paid is_resale order, seat count unchanged; resale orders refuse cancel", async () => {
    const order = await buy();
    const [ticket] = await ticketsOf(order.id);
    const held = await heldOf(sb(), s.lots[0].id);
    const listing = await listForResale(sb().ctx, ticket.id, 9500);
    await expect(listForResale(sb().ctx, ticket.id, 9000)).rejects.toMatchObject({ code: "already_listed" });
    await expect(listForResale(sb().ctx, ticket.id, 0)).rejects.toMatchObject({ code: "invalid_price" });
    const resale = await buyResale(sb().ctx, listing.id, {
      email: "revenda@example.com",
      name: "Rita Revenda",
    });
    expect(resale).toMatchObject({
      isResale: true,
      paymentStatus: "paid",
      productAmountCents: 9500,
      feesAmountCents: 950,
    });
    expect(await heldOf(sb(), s.lots[0].id)).toBe(held);
    const [old] = await sb().db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(old.status).toBe("transferred");
    const [mine] = await ticketsOf(resale.id);
    expect(mine).toMatchObject({ status: "valid", holderName: "Rita Revenda" });
    const [sold] = await sb().db.select().from(resaleListings).where(eq(resaleListings.id, listing.id));
    expect(sold).toMatchObject({ status: "sold", buyerOrderId: resale.id });
    await expect(buyResale(sb().ctx, listing.id, "new")).rejects.toMatchObject({ code: "listing_closed" });
    await expect(cancelOrder(sb().ctx, resale.id)).rejects.toMatchObject({ code: "resale_not_cancellable" });
    // Cancelling the seller's order leaves the resold seat with its new holder.
    await cancelOrder(sb().ctx, order.id);
    expect(await heldOf(sb(), s.lots[0].id)).toBe(held - 1);
    expect((await ticketsOf(resale.id))[0].status).toBe("valid");
  });

  it("resale and waitlist are refused when the event has them off; joining twice is a no-op", async () => {
    const plain = await createScenario(sb().ctx, {
      producerSlug: "arena-norte",
      lots: [{ cents: 1000, max: 5 }],
    });
    const order = await purchase(sb().ctx, {
      event: plain.event.id,
      buyer: "new",
      items: [{ productId: plain.lots[0].id, quantity: 1 }],
    });
    const [t] = await ticketsOf(order.id);
    await expect(listForResale(sb().ctx, t.id, 1000)).rejects.toMatchObject({ code: "resale_disabled" });
    await expect(joinWaitlist(sb().ctx, plain.event.id, "w@example.com")).rejects.toMatchObject({
      code: "waitlist_disabled",
    });
    const first = await joinWaitlist(sb().ctx, s.event.slug, "Fila@Example.com");
    expect(first.created).toBe(true);
    expect(await joinWaitlist(sb().ctx, s.event.id, "fila@example.com")).toEqual({
      id: first.id,
      created: false,
    });
    await expect(joinWaitlist(sb().ctx, s.event.id, "nope")).rejects.toMatchObject({ code: "invalid_email" });
  });

  it("tourney: present (maybe null) for qualifying products, omitted otherwise and without the field", async () => {
    const t = await createScenario(sb().ctx, {
      producerSlug: "sunset-producoes",
      settings: { tourneyEnabled: true },
      lots: [
        { cents: 3000, max: 50 },
        { cents: 9000, max: 50 },
      ],
      tourneyLots: [0],
    });
    const email = `player.${Date.now()}@example.com`;
    const summaryOf = async (lot: number, tourney?: null) => {
      const row = await purchase(sb().ctx, {
        event: t.event.id,
        buyer: { email, name: "Jogador Um" },
        items: [{ productId: t.lots[lot].id, quantity: 1 }],
        tourney,
      });
      return OrderSummarySchema.parse(await orderSummary(sb().db, row.id));
    };
    const qualifying = await summaryOf(0);
    expect(qualifying.tourney).toEqual(tourneyProfileFor({ email, name: "Jogador Um" }));
    expect(qualifying.tourney!.user_id).toMatch(/^\d+$/);
    expect("tourney" in (await summaryOf(1))).toBe(false);
    const skipped = await summaryOf(0, null);
    expect("tourney" in skipped && skipped.tourney === null).toBe(true);
    // Without a product limit, every order of the event carries the field.
    await sb().db.update(events).set({ tourneyProductIds: null }).where(eq(events.id, t.event.id));
    expect((await summaryOf(1)).tourney).not.toBeUndefined();
    const plainOrder = (
      await sb().db.select().from(orders).where(eq(orders.eventId, s.event.id)).limit(1)
    )[0];
    expect("tourney" in OrderSummarySchema.parse(await orderSummary(sb().db, plainOrder.id))).toBe(false);
  });
});
