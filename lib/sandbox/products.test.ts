import { eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { listOf, ProductSchema } from "@/lib/contract";

import { products } from "./db/schema";
import { DEMO_READONLY_API_KEY, OTHER_API_KEY } from "./seed/keys";
import { purchase, SimulationError } from "./simulate";
import { call, describeSandbox, expectError, hasField } from "./test/fixtures";

const List = listOf(ProductSchema);
const EVENT = "noite-de-jazz-no-parque";
const OUTSIDE = "pagode-da-casa-vizinha";
const base = { name: "2º lote", amount: "150.00", maximum_quantity: 50 };

describeSandbox("products", (sb) => {
  const create = (body: unknown, event = EVENT) => call(sb(), "POST", `/events/${event}/products`, { body });

  it("lists an event's products in a stable order, by slug and by UUID", async () => {
    const bySlug = List.parse((await call(sb(), "GET", `/events/${EVENT}/products`)).body);
    expect(bySlug.data.map((p) => p.name)).toEqual([
      "1º lote - Inteira",
      "1º lote - Meia-entrada",
      "Camarote",
    ]);
    expect(bySlug.data[2].hidden).toBe(true);
    const event = (await call(sb(), "GET", `/events/${EVENT}`)).body as { id: string };
    const byId = List.parse((await call(sb(), "GET", `/events/${event.id}/products`)).body);
    expect(byId).toEqual(bySlug);
  });

  it("creates a ticket lot (201) listed last, readable by id, with full availability", async () => {
    const res = await create({ ...base, sell_starts_at: "2027-01-01T00:00:00Z" });
    expect(res.status).toBe(201);
    const product = ProductSchema.parse(res.body);
    expect(product).toMatchObject({
      name: "2º lote",
      amount: "150.00",
      maximum_quantity: 50,
      available_quantity: 50,
      hidden: false,
      product_type: "ticket",
      sell_starts_at: "2027-01-01T00:00:00.000Z",
      sell_ends_at: null,
    });
    const list = List.parse((await call(sb(), "GET", `/events/${EVENT}/products`)).body);
    expect(list.data.at(-1)?.id).toBe(product.id);
    const read = await call(sb(), "GET", `/events/${EVENT}/products/${product.id}`);
    expect(ProductSchema.parse(read.body)).toEqual(product);
  });

  it.each([
    [{ ...base, name: undefined }, "name"],
    [{ ...base, name: "  " }, "name"],
    [{ ...base, amount: 150 }, "amount"],
    [{ ...base, amount: "-1.00" }, "amount"],
    [{ ...base, amount: "1.5" }, "amount"],
    [{ ...base, maximum_quantity: 0 }, "maximum_quantity"],
    [{ ...base, maximum_quantity: 2.5 }, "maximum_quantity"],
    [{ ...base, maximum_quantity: undefined }, "maximum_quantity"],
    [{ ...base, sell_starts_at: "soon" }, "sell_starts_at"],
    [
      { ...base, sell_starts_at: "2027-02-01T00:00:00Z", sell_ends_at: "2027-01-01T00:00:00Z" },
      "sell_ends_at",
    ],
    [{ ...base, hidden: "no" }, "hidden"],
  ])("POST 422 for a bad field (%#)", async (body, field) => {
    const err = expectError(await create(body), 422);
    expect(err.error).toBe("Validation failed");
    hasField(err, field);
  });

  it("patches fields, clears the sell window, and checks the merged window", async () => {
    const product = ProductSchema.parse(
      (
        await create({
          ...base,
          sell_starts_at: "2027-01-01T00:00:00Z",
          sell_ends_at: "2027-02-01T00:00:00Z",
        })
      ).body,
    );
    const path = `/events/${EVENT}/products/${product.id}`;
    const patched = ProductSchema.parse(
      (await call(sb(), "PATCH", path, { body: { name: "Lote extra", amount: "99.90", hidden: true } })).body,
    );
    expect(patched).toMatchObject({
      name: "Lote extra",
      amount: "99.90",
      hidden: true,
      maximum_quantity: 50,
    });
    hasField(
      expectError(await call(sb(), "PATCH", path, { body: { sell_ends_at: "2026-12-01T00:00:00Z" } }), 422),
      "sell_ends_at",
    );
    const cleared = ProductSchema.parse(
      (await call(sb(), "PATCH", path, { body: { sell_starts_at: null, sell_ends_at: null } })).body,
    );
    expect(cleared).toMatchObject({ sell_starts_at: null, sell_ends_at: null, name: "Lote extra" });
  });

  it("refuses lowering maximum_quantity below what is held, and never reports negative availability", async () => {
    const product = ProductSchema.parse((await create(base)).body);
    const path = `/events/${EVENT}/products/${product.id}`;
    // Inventory is the held_quantity column the simulator maintains; set it as a purchase would.
    await sb().db.update(products).set({ heldQuantity: 30 }).where(eq(products.id, product.id));
    expect(ProductSchema.parse((await call(sb(), "GET", path)).body).available_quantity).toBe(20);
    const err = expectError(await call(sb(), "PATCH", path, { body: { maximum_quantity: 29 } }), 422);
    expect(err.errors).toEqual([
      "maximum_quantity: cannot be lower than the 30 tickets already sold or reserved",
    ]);
    const exact = ProductSchema.parse(
      (await call(sb(), "PATCH", path, { body: { maximum_quantity: 30 } })).body,
    );
    expect(exact).toMatchObject({ maximum_quantity: 30, available_quantity: 0 });
    await sb().db.update(products).set({ heldQuantity: 35 }).where(eq(products.id, product.id));
    expect(ProductSchema.parse((await call(sb(), "GET", path)).body).available_quantity).toBe(0);
  });

  it("keeps held ≤ maximum when a PATCH lowers it while purchases race (no oversell)", async () => {
    const product = ProductSchema.parse((await create({ ...base, maximum_quantity: 100 })).body);
    const path = `/events/${EVENT}/products/${product.id}`;
    const buy = () =>
      purchase(sb().ctx, {
        event: EVENT,
        buyer: "new",
        items: [{ productId: product.id, quantity: 2 }],
      }).then(
        () => true,
        (err: unknown) => {
          if (err instanceof SimulationError && err.code === "sold_out") return false;
          throw err;
        },
      );
    const results = await Promise.all([
      ...Array.from({ length: 20 }, buy),
      call(sb(), "PATCH", path, { body: { maximum_quantity: 50 } }),
      ...Array.from({ length: 20 }, buy),
    ]);
    const patch = results[20] as Awaited<ReturnType<typeof call>>;
    const sold = (results.filter((r) => r === true).length as number) * 2;
    const final = ProductSchema.parse((await call(sb(), "GET", path)).body);
    expect([200, 422]).toContain(patch.status);
    expect(final.maximum_quantity).toBe(patch.status === 200 ? 50 : 100);
    expect(sold).toBeLessThanOrEqual(final.maximum_quantity);
    expect(final.available_quantity).toBe(final.maximum_quantity - sold);
  });

  it.each([
    [{ maximum_quantity: 0 }, "maximum_quantity"],
    [{ amount: "abc" }, "amount"],
    [{ name: "" }, "name"],
    [{ hidden: null }, "hidden"],
    [{ sell_starts_at: "2027-02-01T00:00:00Z", sell_ends_at: "2027-01-01T00:00:00Z" }, "sell_ends_at"],
  ])("PATCH 422 for %j", async (body, field) => {
    const list = List.parse((await call(sb(), "GET", `/events/${EVENT}/products`)).body);
    hasField(
      expectError(await call(sb(), "PATCH", `/events/${EVENT}/products/${list.data[0].id}`, { body }), 422),
      field,
    );
  });

  it("404 for unknown, foreign-event and out-of-scope products, by UUID and by slug", async () => {
    const outside = List.parse(
      (await call(sb(), "GET", `/events/${OUTSIDE}/products`, { key: OTHER_API_KEY })).body,
    );
    const outsideEvent = (await call(sb(), "GET", `/events/${OUTSIDE}`, { key: OTHER_API_KEY })).body as {
      id: string;
    };
    for (const ref of [OUTSIDE, outsideEvent.id, "no-such-event"]) {
      expectError(await call(sb(), "GET", `/events/${ref}/products`), 404);
      expectError(await create(base, ref), 404);
      expectError(await call(sb(), "GET", `/events/${ref}/products/${outside.data[0].id}`), 404);
    }
    const other = List.parse((await call(sb(), "GET", "/events/festival-de-verao-2027/products")).body);
    for (const id of [other.data[0].id, outside.data[0].id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      expectError(await call(sb(), "GET", `/events/${EVENT}/products/${id}`), 404);
      expectError(await call(sb(), "PATCH", `/events/${EVENT}/products/${id}`, { body: { name: "x" } }), 404);
    }
  });

  it("has no DELETE (404 JSON), 401 without a key, 403 on writes with a read-only key", async () => {
    const list = List.parse((await call(sb(), "GET", `/events/${EVENT}/products`)).body);
    const path = `/events/${EVENT}/products/${list.data[0].id}`;
    expectError(await call(sb(), "DELETE", path), 404);
    expectError(await call(sb(), "GET", path, { key: null }), 401);
    expectError(await call(sb(), "GET", `/events/${EVENT}/products`, { key: "sk_wrong" }), 401);
    const ro = { key: DEMO_READONLY_API_KEY };
    expect((await call(sb(), "GET", path, ro)).status).toBe(200);
    expectError(await call(sb(), "POST", `/events/${EVENT}/products`, { ...ro, body: base }), 403);
    expectError(await call(sb(), "PATCH", path, { ...ro, body: { name: "x" } }), 403);
  });
});
