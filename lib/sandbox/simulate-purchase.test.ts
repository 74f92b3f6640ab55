import { eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { OrderSchema } from "@/lib/contract";
import { toCents } from "@/lib/money";

import { orderDetail } from "./data/orders";
import { coupons, events, orders } from "./db/schema";
import { applyBps, couponDiscount, purchase, SimulationError, type SimContext } from "./simulate";
import { isValidCpf } from "./simulate/documents";
import { createScenario } from "./simulate/scenario";
import { describeSimulation, heldOf, simAt } from "./simulate/simulate.test-support";

const refused = async (p: Promise<unknown>, code: string) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SimulationError);
  expect((err as SimulationError).code).toBe(code);
  expect((err as SimulationError).status).toBe(422);
};

it("rounds fees and percent discounts half up, never discounting more than the subtotal", () => {
  expect(applyBps(5, 1000)).toBe(1);
  expect(applyBps(4, 1000)).toBe(0);
  expect(applyBps(12345, 1000)).toBe(1235);
  expect(couponDiscount(1999, { discountType: "percent", discountValue: "12.5" })).toBe(250);
  expect(couponDiscount(1000, { discountType: "amount", discountValue: "15.00" })).toBe(1000);
  expect(couponDiscount(1000, { discountType: "percent", discountValue: "150" })).toBe(1000);
});

describeSimulation("simulate: purchase", (sb) => {
  const scenario = (over: Parameters<typeof createScenario>[1]["settings"] = {}) =>
    createScenario(sb().ctx, {
      producerSlug: "sunset-producoes",
      settings: { tipsEnabled: true, ...over },
      lots: [
        { cents: 1999, max: 1000 },
        { cents: 3333, max: 1000, hidden: true },
        { cents: 4567, max: 3 },
      ],
      coupons: [
        { code: "PCT", type: "percent", value: "12.5" },
        { code: "FIX", type: "amount", value: "7.77" },
        { code: "ALL", type: "percent", value: "100" },
      ],
    });

  it("amount = product − discount + fees + tip, to the cent, on many random purchases", async () => {
    const { event, lots } = await scenario();
    let seed = 7;
    const rand = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (let i = 0; i < 40; i++) {
      const items = [{ productId: lots[rand(2)].id, quantity: 1 + rand(4) }];
      if (rand(3) === 0)
        items.push({ productId: lots[1 - (items[0].productId === lots[1].id ? 1 : 0)].id, quantity: 1 });
      const code = [undefined, "PCT", "fix", undefined][rand(4)];
      const tipCents = rand(2) ? rand(3000) : 0;
      const row = await purchase(sb().ctx, {
        event: event.id,
        buyer: "new",
        items,
        couponCode: code,
        tipCents,
      });
      const order = OrderSchema.parse(await orderDetail(sb().db, row.id));
      const c = (m: string) => toCents(m);
      const subtotal = order.items.reduce((s, it) => s + c(it.unit_price) * it.quantity, 0);
      expect(order.items.every((it) => c(it.subtotal) === c(it.unit_price) * it.quantity)).toBe(true);
      expect(c(order.product_amount)).toBe(subtotal);
      const discount =
        code === "PCT" ? Math.floor((subtotal * 1250 + 5000) / 10000) : code ? Math.min(777, subtotal) : 0;
      expect(c(order.discount_amount)).toBe(discount);
      expect(c(order.fees_amount)).toBe(Math.floor(((subtotal - discount) * 1000 + 5000) / 10000));
      expect(c(order.tip_amount)).toBe(tipCents);
      expect(c(order.amount)).toBe(subtotal - discount + c(order.fees_amount) + tipCents);
      expect(order.coupon_code).toBe(code ? code.toUpperCase() : null);
      expect(order.tickets).toHaveLength(order.tickets_count);
    }
  });

  it("a fully discounted order is free: no method, no fee", async () => {
    const { event, lots } = await scenario();
    const row = await purchase(sb().ctx, {
      event: event.slug,
      buyer: "new",
      items: [{ productId: lots[0].id, quantity: 2 }],
      couponCode: "ALL",
    });
    expect(row).toMatchObject({
      amountCents: 0,
      feesAmountCents: 0,
      paymentMethod: null,
      paymentStatus: "paid",
    });
  });

  it("refuses what the platform would refuse, writing nothing", async () => {
    const { event, lots } = await scenario({ creditCardEnabled: false });
    const other = await scenario();
    const buy = (over: Partial<Parameters<typeof purchase>[1]>) =>
      purchase(sb().ctx, {
        event: event.id,
        buyer: "new",
        items: [{ productId: lots[0].id, quantity: 1 }],
        ...over,
      });
    await refused(buy({ items: [{ productId: lots[2].id, quantity: 4 }] }), "sold_out");
    await refused(buy({ items: [{ productId: lots[0].id, quantity: 0 }] }), "invalid_quantity");
    await refused(buy({ items: [{ productId: lots[0].id, quantity: 101 }] }), "invalid_quantity");
    await refused(buy({ items: [] }), "empty_cart");
    await refused(buy({ items: [{ productId: other.lots[0].id, quantity: 1 }] }), "unknown_product");
    await refused(buy({ paymentMethod: "credit_card" }), "credit_card_disabled");
    await refused(buy({ couponCode: "NOPE" }), "invalid_coupon");
    await refused(buy({ tipCents: -1 }), "invalid_tip");
    await refused(buy({ buyer: { email: "not-an-email" } }), "invalid_buyer");
    const noTips = await scenario({ tipsEnabled: false });
    await refused(
      purchase(sb().ctx, {
        event: noTips.event.id,
        buyer: "new",
        items: [{ productId: noTips.lots[0].id, quantity: 1 }],
        tipCents: 100,
      }),
      "tips_disabled",
    );
    expect(await sb().db.select().from(orders).where(eq(orders.eventId, event.id))).toHaveLength(0);
    expect(await heldOf(sb(), lots[2].id)).toBe(0);
    const missing = await purchase(sb().ctx, { event: "no-such-event", buyer: "new", items: [] }).catch(
      (e) => e,
    );
    expect(missing).toMatchObject({ status: 404, code: "event_not_found" });
  });

  it("enforces sale windows, sells hidden lots, refuses draft events", async () => {
    const now = Date.now();
    const { event, lots } = await createScenario(sb().ctx, {
      producerSlug: "arena-norte",
      lots: [
        { cents: 1000, max: 10, sellStartsAt: new Date(now + 3_600_000) },
        { cents: 1000, max: 10, sellEndsAt: new Date(now - 3_600_000) },
        {
          cents: 1000,
          max: 10,
          hidden: true,
          sellStartsAt: new Date(now - 1000),
          sellEndsAt: new Date(now + 3_600_000),
        },
      ],
    });
    const buy = (i: number, ctx: SimContext = sb().ctx) =>
      purchase(ctx, { event: event.id, buyer: "new", items: [{ productId: lots[i].id, quantity: 1 }] });
    await refused(buy(0), "not_on_sale");
    await refused(buy(1), "not_on_sale");
    expect((await buy(2)).paymentStatus).toBe("paid");
    const later = simAt(sb(), new Date(now + 2 * 3_600_000));
    expect((await buy(0, later.ctx)).paymentStatus).toBe("paid");
    await sb().db.update(events).set({ status: "draft" }).where(eq(events.id, event.id));
    await refused(buy(2), "event_not_on_sale");
  });

  it("records one holder per ticket with CPF/RG as the event asks; buyers are matched by e-mail", async () => {
    const withRg = await scenario({ askForRg: true });
    const noDocs = await scenario({ askForCpf: false });
    const email = `Holder.${Date.now()}@Example.com`;
    const first = await purchase(sb().ctx, {
      event: withRg.event.id,
      buyer: { email, name: "Maria Souza", document: "111.444.777-35" },
      items: [
        {
          productId: withRg.lots[0].id,
          quantity: 3,
          holders: [{}, { name: "Pedro Dias", cpf: "529.982.247-25", rg: "12.345.678-9" }],
        },
      ],
    });
    const order = OrderSchema.parse(await orderDetail(sb().db, first.id));
    const hs = order.items[0].holders;
    expect(hs.map((h) => h.name).slice(0, 2)).toEqual(["Maria Souza", "Pedro Dias"]);
    expect(hs[0].document_cpf).toBe("111.444.777-35");
    expect(hs[1]).toMatchObject({ document_cpf: "529.982.247-25", document_rg: "12.345.678-9" });
    expect(
      hs.every((h) => isValidCpf(h.document_cpf!) && /^\d{2}\.\d{3}\.\d{3}-\d$/.test(h.document_rg!)),
    ).toBe(true);
    expect(order.tickets.map((t) => t.holder_name)).toEqual(hs.map((h) => h.name));
    const again = await purchase(sb().ctx, {
      event: noDocs.event.id,
      buyer: { email: email.toLowerCase(), city: "Recife" },
      items: [{ productId: noDocs.lots[0].id, quantity: 2 }],
    });
    expect(again.buyerId).toBe(first.buyerId);
    const second = OrderSchema.parse(await orderDetail(sb().db, again.id));
    expect(second.buyer).toMatchObject({ name: "Maria Souza", document: "111.444.777-35" });
    expect(second.items[0].holders.every((h) => h.document_cpf === null && h.document_rg === null)).toBe(
      true,
    );
  });

  it("counts coupon uses atomically against usage_limit (pending counts, waiting does not)", async () => {
    const { event, lots } = await scenario();
    await sb().db.insert(coupons).values({
      eventId: event.id,
      code: "TWICE",
      discountType: "amount",
      discountValue: "1.00",
      usageLimit: 2,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const buy = (outcome: "pay" | "pending" | "waiting") =>
      purchase(sb().ctx, {
        event: event.id,
        buyer: "new",
        items: [{ productId: lots[0].id, quantity: 1 }],
        couponCode: "twice",
        outcome,
      });
    await buy("pay");
    await buy("waiting");
    await buy("pending");
    await refused(buy("pay"), "coupon_exhausted");
    await refused(buy("waiting"), "coupon_exhausted");
  });
});
