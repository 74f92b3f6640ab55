import { describe, expect, it } from "vitest";

import { isCovered, pickNamespaces } from "@/components/i18n/namespaces";

const source = () => ({
  events: { status: { live: "No ar" }, detail: { changeStatus: "Alterar status" }, form: { name: "Nome" } },
  orders: { title: "Pedidos" },
});

describe("isCovered", () => {
  it("a scope covers itself and what is under it, not what is above it", () => {
    expect(isCovered(new Set(["events.status"]), "events.status")).toBe(true);
    expect(isCovered(new Set(["events.status"]), "events.status.live")).toBe(true);
    expect(isCovered(new Set(["events.status"]), "events")).toBe(false);
    expect(isCovered(new Set(["events"]), "events.status")).toBe(true);
    expect(isCovered(new Set(["events"]), "eventsBulk")).toBe(false);
  });
});

describe("pickNamespaces", () => {
  it("gives whole namespaces and parts of others, nothing else", () => {
    const picked = pickNamespaces(source(), ["orders", "events.status", "events.detail"]);
    expect(picked).toEqual({
      orders: { title: "Pedidos" },
      events: { status: { live: "No ar" }, detail: { changeStatus: "Alterar status" } },
    });
  });

  it("a part of a namespace also given whole adds nothing, in either order", () => {
    const tree = source();
    expect(pickNamespaces(tree, ["events.status", "events"])).toEqual({ events: tree.events });
    expect(pickNamespaces(tree, ["events", "events.status"])).toEqual({ events: tree.events });
  });

  it("never writes to the tree it reads, and skips what it does not have", () => {
    const tree = source();
    const before = JSON.stringify(tree);
    const picked = pickNamespaces(tree, ["events", "events.form", "orders.missing", "lots"]);
    expect(JSON.stringify(tree)).toBe(before);
    expect(Object.keys(picked)).toEqual(["events"]);
  });
});
