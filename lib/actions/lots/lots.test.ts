import { beforeEach, describe, expect, it, vi } from "vitest";

import { A, EVENT, form, resetActionMocks, signIn, upstream, writes } from "../events/events.test-support";

// The lot actions in the pipeline: capability and producer scope before any upstream call, form values
// kept on refusal, only changed fields sent, each virada step its own audited PATCH.
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
vi.mock("next/navigation", async () => (await import("../events/events.test-support")).navigationMock());
vi.mock("next-intl/server", async () => (await import("../events/events.test-support")).intlMock());
// recordAuditSafely is recordAudit behind a catch: one mock stands for both.
vi.mock("@/lib/db/audit", () => {
  const recordAudit = vi.fn();
  return { recordAudit, recordAuditSafely: recordAudit };
});
vi.mock("@/lib/partner/client", async (importOriginal) =>
  (await import("../events/events.test-support")).partnerClientMock(importOriginal),
);
vi.mock("@/lib/auth/session", async () => (await import("../events/events.test-support")).sessionMock());

const { recordAudit } = await import("@/lib/db/audit");
const { createLotAction } = await import("./create");
const { updateLotAction } = await import("./update");
const { quickEditLotAction } = await import("./quick-edit");
const { viradaEndAction, viradaRevealAction } = await import("./virada");

const LOT = {
  id: "5b0b6f2e-1f7a-4c55-9d8e-2f6f0c1c2a10",
  name: "1º lote",
  amount: "120.00",
  maximum_quantity: 100,
  available_quantity: 60,
  sell_starts_at: "2031-01-01T03:00:00Z",
  sell_ends_at: "2031-05-01T03:00:00Z",
  hidden: false,
  product_type: "ticket",
};
const LOT_FORM = {
  name: "1º lote",
  amount: "120,00",
  maximum_quantity: "100",
  sell_starts_at: "2031-01-01T00:00",
  sell_ends_at: "2031-05-01T00:00",
};
const patches = () =>
  writes().map(([method, path, input]) => [method, path, (input as { body?: unknown }).body]);

beforeEach(() => {
  resetActionMocks();
  upstream.mockImplementation(async (method, path, input) => {
    if (method === "GET" && String(path).includes("/products/")) return LOT;
    if (method === "GET") return EVENT;
    return { ...LOT, ...((input as { body?: object }).body ?? {}) };
  });
});

describe("lot actions refuse before any upstream call", () => {
  it.each(["staff", "marketing"] as const)("%s: forbidden, 0 calls", async (role) => {
    signIn(role);
    expect(await createLotAction(EVENT.id, null, form(LOT_FORM))).toMatchObject({
      code: "forbidden",
      values: { name: "1º lote", amount: "120,00" },
    });
    expect(await updateLotAction(EVENT.id, LOT.id, null, form(LOT_FORM))).toMatchObject({
      code: "forbidden",
    });
    expect(await quickEditLotAction(EVENT.id, LOT.id, { field: "hidden", value: true })).toMatchObject({
      code: "forbidden",
    });
    expect(await viradaEndAction(EVENT.id, LOT.id, new Date().toISOString())).toMatchObject({
      code: "forbidden",
    });
    expect(upstream).not.toHaveBeenCalled();
  });

  it("a manager of another producer gets not_found and no write", async () => {
    signIn("manager", [A.id]);
    expect(await quickEditLotAction(EVENT.id, LOT.id, { field: "amount", value: "1,00" })).toMatchObject({
      code: "not_found",
    });
    expect(await viradaRevealAction(EVENT.id, LOT.id, new Date().toISOString())).toMatchObject({
      code: "not_found",
    });
    expect(writes()).toEqual([]);
  });
});

describe("create and edit", () => {
  beforeEach(() => signIn("manager"));

  it("create: bad price and an end before the start come back beside their fields, values kept", async () => {
    const result = await createLotAction(
      EVENT.id,
      null,
      form({ ...LOT_FORM, amount: "12,345", sell_ends_at: "2030-12-01T00:00" }),
    );
    expect(result).toMatchObject({
      ok: false,
      code: "validation",
      // "12,345": twelve reais and a third decimal, or 12 345 grouped the US way? Refused as ambiguous.
      fieldErrors: { amount: ["lots.errors.amountAmbiguous"], sell_ends_at: ["lots.errors.endBeforeStart"] },
      values: { amount: "12,345", sell_ends_at: "2030-12-01T00:00" },
    });
    expect(writes()).toEqual([]);
  });

  it("create: POSTs the API's body (dates in UTC, blank ones left out) and audits it", async () => {
    const result = await createLotAction(
      EVENT.id,
      null,
      form({ ...LOT_FORM, sell_ends_at: "", hidden: "on" }),
    );
    expect(result).toMatchObject({ ok: true });
    expect(patches()).toEqual([
      [
        "POST",
        `/events/${EVENT.id}/products`,
        {
          name: "1º lote",
          amount: "120.00",
          maximum_quantity: 100,
          sell_starts_at: "2031-01-01T03:00:00Z",
          hidden: true,
        },
      ],
    ]);
    expect(recordAudit).toHaveBeenCalledWith(expect.objectContaining({ action: "lot.create" }));
  });

  it("edit: a maximum below what is sold is refused with the count; nothing is sent", async () => {
    const result = await updateLotAction(
      EVENT.id,
      LOT.id,
      null,
      form({ ...LOT_FORM, maximum_quantity: "39" }),
    );
    expect(result).toMatchObject({
      code: "validation",
      fieldErrors: { maximum_quantity: ["lots.errors.belowSold"] },
      values: { maximum_quantity: "39" },
    });
    expect(writes()).toEqual([]);
  });

  it("edit: only changed fields are sent; a cleared end date is sent as null; no change, no write", async () => {
    await updateLotAction(EVENT.id, LOT.id, null, form(LOT_FORM));
    expect(writes()).toEqual([]);
    await updateLotAction(
      EVENT.id,
      LOT.id,
      null,
      form({ ...LOT_FORM, amount: "1.234,50", sell_ends_at: "" }),
    );
    expect(patches()).toEqual([
      ["PATCH", `/events/${EVENT.id}/products/${LOT.id}`, { amount: "1234.50", sell_ends_at: null }],
    ]);
  });
});

describe("inline edits and the virada steps", () => {
  beforeEach(() => signIn("admin"));

  it("inline price: typed decimals become the wire's amount; junk is refused", async () => {
    expect(await quickEditLotAction(EVENT.id, LOT.id, { field: "amount", value: "99,9" })).toMatchObject({
      ok: true,
      data: { product: { amount: "99.90" } },
    });
    expect(await quickEditLotAction(EVENT.id, LOT.id, { field: "amount", value: "-1" })).toMatchObject({
      code: "validation",
      fieldErrors: { amount: ["lots.errors.amountNegative"] },
    });
    expect(await quickEditLotAction(EVENT.id, LOT.id, { field: "amount", value: "abc" })).toMatchObject({
      code: "validation",
      fieldErrors: { amount: ["lots.errors.price"] },
    });
    expect(await quickEditLotAction(EVENT.id, LOT.id, { field: "amount", value: "1,234.50" })).toMatchObject({
      code: "validation",
      fieldErrors: { amount: ["lots.errors.amountAmbiguous"] },
    });
    expect(await quickEditLotAction(EVENT.id, LOT.id, { field: "amount", value: "1.234,50" })).toMatchObject({
      ok: true,
    });
    expect(patches()).toEqual([
      ["PATCH", `/events/${EVENT.id}/products/${LOT.id}`, { amount: "99.90" }],
      ["PATCH", `/events/${EVENT.id}/products/${LOT.id}`, { amount: "1234.50" }],
    ]);
  });

  it("a virada step sends its one change, audited under its own name; a stale instant is refused", async () => {
    const at = new Date().toISOString();
    expect(await viradaEndAction(EVENT.id, LOT.id, at)).toMatchObject({ ok: true });
    expect(await viradaEndAction(EVENT.id, LOT.id, "2020-01-01T00:00:00Z")).toMatchObject({
      code: "validation",
      message: "lots.errors.viradaStale",
    });
    expect(patches()).toEqual([["PATCH", `/events/${EVENT.id}/products/${LOT.id}`, { sell_ends_at: at }]]);
    expect(recordAudit).toHaveBeenCalledWith(
      expect.objectContaining({ action: "lot.virada.end", targetType: "product", targetId: LOT.id }),
    );
  });
});
