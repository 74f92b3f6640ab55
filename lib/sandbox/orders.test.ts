import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { OrderSchema, OrderSummarySchema, paged, ProductSchema, TicketSchema } from "@/lib/contract";

import { events, orders } from "./db/schema";
import { DEMO_READONLY_API_KEY, OTHER_API_KEY } from "./seed/keys";
import { purchase, type PurchaseInput } from "./simulate";
import { createScenario } from "./simulate/scenario";
import { addTestEndpoint, queuedFor } from "./simulate/simulate.test-support";
import { call, control, describeSandbox, expectError } from "./test/fixtures";

const Paged = paged(OrderSummarySchema);
const TicketPage = paged(TicketSchema);
const FESTIVAL = "festival-de-verao-2027";

describeSandbox("orders", (sb) => {
  const eventRow = async (slug: string) =>
    (await sb().db.select().from(events).where(eq(events.slug, slug)))[0];
  const list = async (query: string, event = FESTIVAL) => {
    const res = await call(sb(), "GET", `/events/${event}/orders${query}`);
    expect(res.status).toBe(200);
    return Paged.parse(res.body);
  };

  describe("GET /events/{event_id}/orders", () => {
    it("pages newest first, excluding waiting and expired, by slug and by UUID", async () => {
      const event = await eventRow(FESTIVAL);
      const listed = await sb()
        .db.select({ id: orders.id })
        .from(orders)
        .where(
          and(eq(orders.eventId, event.id), inArray(orders.paymentStatus, ["pending", "paid", "cancelled"])),
        );
      const all = await list("?per_page=100");
      expect(all).toMatchObject({ page: 1, per_page: 100, total: listed.length });
      expect(all.data.map((o) => o.id).sort()).toEqual(listed.map((o) => o.id).sort());
      expect(all.data.some((o) => o.payment_status === "pending")).toBe(true);
      for (let i = 1; i < all.data.length; i++) {
        const [a, b] = [all.data[i - 1], all.data[i]];
        expect(a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id)).toBe(true);
      }
      const pages = [...(await list("?per_page=7")).data, ...(await list("?per_page=7&page=2")).data];
      expect(pages.map((o) => o.id)).toEqual(all.data.slice(0, 14).map((o) => o.id));
      expect((await list("")).per_page).toBe(25);
      expect((await list("?page=99")).data).toEqual([]);
      expect((await list("?per_page=100", event.id)).data).toEqual(all.data);
    });

    it("filters by payment_status and by since (inclusive, UTC)", async () => {
      for (const status of ["pending", "paid", "cancelled"] as const) {
        const page = await list(`?payment_status=${status}&per_page=100`);
        expect(page.total).toBeGreaterThan(0);
        expect(page.data.every((o) => o.payment_status === status)).toBe(true);
      }
      const all = (await list("?per_page=100")).data;
      const pivot = all[Math.floor(all.length / 2)];
      const since = await list(`?per_page=100&since=${encodeURIComponent(pivot.created_at)}`);
      expect(since.data.map((o) => o.id)).toContain(pivot.id);
      expect(since.data.every((o) => o.created_at >= pivot.created_at)).toBe(true);
      expect(since.total).toBe(all.filter((o) => o.created_at >= pivot.created_at).length);
      const offset = new Date(pivot.created_at).toISOString().replace("Z", "+00:00");
      expect((await list(`?per_page=100&since=${encodeURIComponent(offset)}`)).total).toBe(since.total);
    });

    it.each([
      ["page=0", "page"],
      ["page=abc", "page"],
      ["per_page=0", "per_page"],
      ["per_page=101", "per_page"],
      ["payment_status=expired", "payment_status"],
      ["payment_status=waiting", "payment_status"],
      ["payment_status=refunded", "payment_status"],
      ["since=yesterday", "since"],
      ["since=2026-13-01T00:00:00Z", "since"],
    ])("422 for %s, naming the parameter", async (query, field) => {
      const err = expectError(await call(sb(), "GET", `/events/${FESTIVAL}/orders?${query}`), 422);
      expect(err.errors?.some((e) => e.startsWith(`${field}: `))).toBe(true);
    });

    it("404 outside the key's scope (UUID and slug), 401 without a valid key", async () => {
      const outside = await eventRow("pagode-da-casa-vizinha");
      expect((await call(sb(), "GET", `/events/${outside.slug}/orders`, { key: OTHER_API_KEY })).status).toBe(
        200,
      );
      for (const ref of [outside.id, outside.slug, "no-such-event", "00000000-0000-4000-8000-000000000000"])
        expectError(await call(sb(), "GET", `/events/${ref}/orders`), 404);
      expectError(await call(sb(), "GET", `/events/${FESTIVAL}/orders`, { key: null }), 401);
      expectError(await call(sb(), "GET", `/events/${FESTIVAL}/orders`, { key: "sk_nope" }), 401);
    });
  });

  describe("GET /events/{event_id}/orders/{order_id}", () => {
    it("reads an order with items, buyer, tickets and refund, by event slug or UUID", async () => {
      const cancelled = (await list("?payment_status=cancelled&per_page=1")).data[0];
      const res = await call(sb(), "GET", `/events/${FESTIVAL}/orders/${cancelled.id}`);
      const order = OrderSchema.parse(res.body);
      expect(order.refund).not.toBeNull();
      expect(order.tickets.every((t) => t.status === "cancelled" && t.order_id === order.id)).toBe(true);
      expect(order.items.reduce((n, i) => n + i.holders.length, 0)).toBe(order.tickets_count);
      const byId = await call(sb(), "GET", `/events/${order.event_id}/orders/${order.id}`);
      expect(byId.body).toEqual(res.body);
      const { data } = await list("?payment_status=paid&per_page=1");
      const paid = OrderSchema.parse(
        (await call(sb(), "GET", `/events/${FESTIVAL}/orders/${data[0].id}`)).body,
      );
      expect(paid).toMatchObject({ refund: null, paid_at: data[0].paid_at });
    });

    it("a detail (one query) agrees with its list entry and with the event's tickets, check-ins included", async () => {
      const paid = (await list("?payment_status=paid&per_page=100")).data;
      const order = paid.find((o) => o.items.length > 1 && o.tickets_count > 1) ?? paid[0];
      const detail = OrderSchema.parse(
        (await call(sb(), "GET", `/events/${FESTIVAL}/orders/${order.id}`)).body,
      );
      const { tickets, refund, ...summary } = detail;
      expect(summary).toEqual(order);
      expect(refund).toBeNull();
      expect(tickets).toHaveLength(order.tickets_count);
      const checkedIn = tickets[0].id;
      const checkin = await control(sb(), "POST", `/tickets/${checkedIn}/checkin`);
      expect(checkin.status).toBe(200);
      const again = OrderSchema.parse(
        (await call(sb(), "GET", `/events/${FESTIVAL}/orders/${order.id}`)).body,
      );
      const listed = [];
      for (let page = 1; page <= 50; page++) {
        const { data } = TicketPage.parse(
          (await call(sb(), "GET", `/events/${FESTIVAL}/tickets?per_page=100&page=${page}`)).body,
        );
        listed.push(...data.filter((t) => t.order_id === order.id));
        if (data.length < 100) break;
      }
      expect(again.tickets.find((t) => t.id === checkedIn)?.checked_in_at).toEqual(expect.any(String));
      expect([...again.tickets].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        [...listed].sort((a, b) => a.id.localeCompare(b.id)),
      );
    });

    it("404 for an order of another event, of an out-of-scope event, or a malformed id", async () => {
      const festivalOrder = (await list("?per_page=1")).data[0];
      expectError(await call(sb(), "GET", `/events/noite-de-jazz-no-parque/orders/${festivalOrder.id}`), 404);
      const foreign = Paged.parse(
        (await call(sb(), "GET", "/events/pagode-da-casa-vizinha/orders", { key: OTHER_API_KEY })).body,
      ).data[0];
      expectError(await call(sb(), "GET", `/events/pagode-da-casa-vizinha/orders/${foreign.id}`), 404);
      expectError(await call(sb(), "GET", `/events/${FESTIVAL}/orders/${foreign.id}`), 404);
      expectError(await call(sb(), "GET", `/events/${FESTIVAL}/orders/not-a-uuid`), 404);
      expectError(
        await call(sb(), "GET", `/events/${FESTIVAL}/orders/00000000-0000-4000-8000-000000000000`),
        404,
      );
    });

    it("tourney: present on the eSports cup's qualifying orders, omitted on its camarote and elsewhere", async () => {
      const cup = (await list("?per_page=100", "copa-sunset-de-esports")).data;
      const camarote = cup.filter((o) => o.items.every((i) => i.product_name === "Camarote"));
      const qualifying = cup.filter((o) => o.items.some((i) => i.product_name !== "Camarote"));
      expect(camarote.length).toBeGreaterThan(0);
      expect(camarote.every((o) => !("tourney" in o))).toBe(true);
      expect(qualifying.every((o) => "tourney" in o)).toBe(true);
      expect(qualifying.some((o) => o.tourney?.user_id)).toBe(true);
      expect((await list("?per_page=100")).data.every((o) => !("tourney" in o))).toBe(true);
    });
  });

  describe("POST /events/{event_id}/orders/{order_id}/cancel", () => {
    const fresh = async (over: Partial<PurchaseInput> = {}) => {
      const s = await createScenario(sb().ctx, {
        producerSlug: "sunset-producoes",
        lots: [{ cents: 4000, max: 10 }],
      });
      const order = await purchase(sb().ctx, {
        event: s.event.id,
        buyer: "new",
        items: [{ productId: s.lots[0].id, quantity: 3 }],
        ...over,
      });
      return { ...s, order, path: `/events/${s.event.slug}/orders/${order.id}/cancel` };
    };

    it("cancels a paid order: tickets cancelled, seats back, refund pending, order.canceled queued", async () => {
      const endpoint = await addTestEndpoint(sb());
      const { event, lots, order, path } = await fresh();
      const product = async () =>
        ProductSchema.parse((await call(sb(), "GET", `/events/${event.id}/products/${lots[0].id}`)).body);
      expect((await product()).available_quantity).toBe(7);
      const res = await call(sb(), "POST", path, { body: { reason: "Pedido do comprador" } });
      expect(res.status).toBe(200);
      const cancelled = OrderSchema.parse(res.body);
      expect(cancelled).toMatchObject({ id: order.id, payment_status: "cancelled" });
      expect(cancelled.refund).toEqual({ status: "pending", amount: (order.amountCents / 100).toFixed(2) });
      expect(cancelled.tickets.map((t) => t.status)).toEqual(["cancelled", "cancelled", "cancelled"]);
      expect((await product()).available_quantity).toBe(10);
      const [row] = await sb().db.select().from(orders).where(eq(orders.id, order.id));
      expect(row.cancelReason).toBe("Pedido do comprador");
      const queued = await queuedFor(sb(), order.id, endpoint);
      expect(queued.map((q) => q.type)).toEqual(["order.paid", "order.canceled"]);
      expect(queued[1].body.data.refund).toEqual(cancelled.refund);
      const again = expectError(await call(sb(), "POST", path), 422);
      expect(again.error).toMatch(/only paid orders/i);
    });

    it("accepts no body, an empty object and a 500-character reason", async () => {
      for (const body of [undefined, {}, { reason: "x".repeat(500) }]) {
        const { path } = await fresh();
        const res = await call(sb(), "POST", path, { body });
        expect(res.status).toBe(200);
        expect(OrderSchema.parse(res.body).payment_status).toBe("cancelled");
      }
      const { path } = await fresh();
      const empty = await call(sb(), "POST", path, {
        body: "",
        headers: { "content-type": "application/json" },
      });
      expect(empty.status).toBe(200);
    });

    it("422: reason over 500, malformed JSON, pending/waiting orders, resale orders", async () => {
      const { path } = await fresh();
      const long = expectError(await call(sb(), "POST", path, { body: { reason: "x".repeat(501) } }), 422);
      expect(long.errors?.some((e) => e.startsWith("reason: "))).toBe(true);
      expectError(await call(sb(), "POST", path, { body: { reason: 5 } }), 422);
      expectError(
        await call(sb(), "POST", path, { body: "{oops", headers: { "content-type": "application/json" } }),
        422,
      );
      expectError(await call(sb(), "POST", path, { body: ["x"] }), 422);
      for (const outcome of ["pending", "waiting", "expire"] as const) {
        const unpaid = await fresh({ outcome });
        expect(expectError(await call(sb(), "POST", unpaid.path), 422).error).toMatch(/only paid orders/i);
      }
      const festival = await eventRow(FESTIVAL);
      const [resale] = await sb()
        .db.select()
        .from(orders)
        .where(and(eq(orders.eventId, festival.id), eq(orders.isResale, true)));
      const refused = expectError(
        await call(sb(), "POST", `/events/${FESTIVAL}/orders/${resale.id}/cancel`),
        422,
      );
      expect(refused.error).toMatch(/resale/i);
      expect((await call(sb(), "GET", `/events/${FESTIVAL}/orders/${resale.id}`)).body.payment_status).toBe(
        "paid",
      );
    });

    it("403 with a read-only key (order untouched); 404 for another event's or an out-of-scope order", async () => {
      const { order, path } = await fresh();
      expectError(await call(sb(), "POST", path, { key: DEMO_READONLY_API_KEY }), 403);
      const [row] = await sb().db.select().from(orders).where(eq(orders.id, order.id));
      expect(row.paymentStatus).toBe("paid");
      expectError(await call(sb(), "POST", `/events/${FESTIVAL}/orders/${order.id}/cancel`), 404);
      const foreign = Paged.parse(
        (
          await call(sb(), "GET", "/events/pagode-da-casa-vizinha/orders?payment_status=paid", {
            key: OTHER_API_KEY,
          })
        ).body,
      ).data[0];
      expectError(
        await call(sb(), "POST", `/events/pagode-da-casa-vizinha/orders/${foreign.id}/cancel`),
        404,
      );
      expectError(await call(sb(), "POST", path, { key: null }), 401);
    });
  });
});
