import { expect, it } from "vitest";

import { DEMO_PRODUCERS } from "./seed/producers";
import { call, describeSandbox, expectError } from "./test/fixtures";

// Issue 25 §2: year 0000 was stored as 1900 without a word, and a name with U+0000 answered 500 (PostgreSQL
// text cannot hold it). Both are 422s naming the field, on PGlite and PostgreSQL.
describeSandbox("input edges", (sb) => {
  const base = { producer_id: DEMO_PRODUCERS.a.slug, name: "Show Borda", starts_at: "2027-03-01T22:00:00Z" };
  const EVENT = "festival-de-verao-2027";

  it.each([
    ["starts_at", "0000-01-01T00:00:00Z"],
    ["starts_at", "0001-01-01T03:06:28Z"],
    ["starts_at", "1969-12-31T23:59:59Z"],
    ["starts_at", "2101-01-01T00:00:00Z"],
    ["ends_at", "9999-12-31T23:59:59Z"],
  ])("422 for an event's %s of %s", async (field, value) => {
    const err = expectError(await call(sb(), "POST", "/events", { body: { ...base, [field]: value } }), 422);
    expect(err.errors).toContain(`${field}: must be between 1970 and 2100`);
    const patch = await call(sb(), "PATCH", `/events/${EVENT}`, { body: { [field]: value } });
    expect(expectError(patch, 422).errors).toContain(`${field}: must be between 1970 and 2100`);
  });

  it("accepts the range's edges", async () => {
    for (const starts_at of ["1970-01-01T00:00:00Z", "2100-12-31T23:59:00Z"])
      expect((await call(sb(), "POST", "/events", { body: { ...base, starts_at } })).status).toBe(201);
  });

  it("422 for a lot's sale window out of range", async () => {
    const body = {
      name: "Lote borda",
      amount: "10.00",
      maximum_quantity: 5,
      sell_starts_at: "0000-01-01T00:00:00Z",
    };
    const err = expectError(await call(sb(), "POST", `/events/${EVENT}/products`, { body }), 422);
    expect(err.errors).toContain("sell_starts_at: must be between 1970 and 2100");
  });

  it("422 (not 500) for U+0000 in a name, a nested field or the query", async () => {
    const err = expectError(
      await call(sb(), "POST", "/events", { body: { ...base, name: "Show\u0000Nulo" } }),
      422,
    );
    expect(err.errors).toEqual(["name: must not contain the NUL character (U+0000)"]);
    const patch = await call(sb(), "PATCH", `/events/${EVENT}`, { body: { bio: "a\u0000b" } });
    expect(expectError(patch, 422).errors).toEqual(["bio: must not contain the NUL character (U+0000)"]);
    const search = await call(sb(), "GET", `/producers/${DEMO_PRODUCERS.a.slug}/buyers/search?q=ab%00cd`);
    expect(search.status).toBe(422);
  });
});
