import { describe, expect, it } from "vitest";

import { backoffDelay, keyMentions, parseLiveData, SeenIds, toastParts } from "./client-logic";
import type { LiveMessage } from "./message";

const message: LiveMessage = {
  id: "d1",
  kind: "order.paid",
  producerId: "p1",
  eventId: "e1",
  orderId: "o1",
  amount: "180.00",
  paymentMethod: "pix",
  productName: "Lote 2",
};

describe("live client logic", () => {
  it("backs off exponentially with jitter, capped at 30 s", () => {
    expect([0, 1, 2, 3].map((a) => backoffDelay(a, () => 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(50, () => 1)).toBe(30_000);
  });

  it("shows each id once, remembering a bounded number", () => {
    const seen = new SeenIds(2);
    expect([seen.add("a"), seen.add("a"), seen.add("b"), seen.add("c"), seen.add("b")]).toEqual([
      true,
      false,
      true,
      true,
      false,
    ]);
    expect(seen.add("a")).toBe(true);
  });

  it("parses messages and refuses junk", () => {
    expect(parseLiveData(JSON.stringify(message))).toEqual(message);
    expect(parseLiveData("{")).toBeNull();
    expect(parseLiveData(JSON.stringify({ id: "x" }))).toBeNull();
    expect(parseLiveData("null")).toBeNull();
  });

  it("matches query keys that name the event, order or producer, deeply", () => {
    expect(keyMentions(["analytics", "event", "e1"], message)).toBe(true);
    expect(keyMentions(["orders", { eventId: "e1", page: 2 }], message)).toBe(true);
    expect(keyMentions(["door", ["o1"]], message)).toBe(true);
    expect(keyMentions(["analytics", "event", "e2"], message)).toBe(false);
  });

  it("picks the toast: 'Novo pedido R$ 180,00 — PIX — Lote 2' for a paid order", () => {
    const href = "/events/e1/orders/o1";
    expect(toastParts(message)).toEqual({
      key: "paid",
      method: "pix",
      product: "Lote 2",
      event: "none",
      href,
    });
    expect(toastParts({ ...message, productName: undefined, paymentMethod: "boleto" })).toEqual({
      key: "paidShort",
      method: "other",
      event: "none",
      href,
    });
    expect(toastParts({ ...message, kind: "order.refunded" }).key).toBe("refunded");
  });

  it("names the event and links the order (issue 24)", () => {
    expect(toastParts({ ...message, eventName: "Festival de Verão" })).toMatchObject({
      event: "Festival de Verão",
      href: "/events/e1/orders/o1",
    });
  });
});
