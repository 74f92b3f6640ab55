import { beforeEach, describe, expect, it, vi } from "vitest";

import { declaredOf } from "@/lib/auth/declared";
import { PartnerApiError } from "@/lib/partner/errors";

import { resetActionMocks, signIn } from "./events/events.test-support";

// The pipeline's generic steps, on a minimal action: what the event action tests do not reach.
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
vi.mock("next-intl/server", async () => (await import("./events/events.test-support")).intlMock());
// recordAuditSafely is recordAudit behind a catch (lib/db/audit.test.ts proves the real one never throws).
vi.mock("@/lib/db/audit", () => {
  const recordAudit = vi.fn();
  const recordAuditSafely = (...args: unknown[]) => recordAudit(...args)?.catch?.(() => undefined);
  return { recordAudit, recordAuditSafely };
});
vi.mock("@/lib/auth/session", async () => (await import("./events/events.test-support")).sessionMock());

const { recordAudit } = await import("@/lib/db/audit");
const { revalidatePath } = await import("next/cache");
const { defineAction, valid, written } = await import("./pipeline");

const P1 = "p1";
const load = vi.fn(async (id: string) => ({ producerId: P1, before: { id, n: 1 } }));
const write = vi.fn(async (id: string) => ({ id, n: 2 }));
const bump = defineAction({
  capability: "coupons:write",
  messages: "coupons.errors",
  fields: ["code"],
  values: (id: string) => ({ id }),
  parse: (_ctx, id: string) => valid(id),
  target: (id) => load(id),
  write: async (id) => written(await write(id)),
  audit: { action: "thing.bump", targetType: "thing", targetId: (after: { id: string }) => after.id },
  revalidate: (after) => [[`/things/${after.id}`]],
  done: (after) => ({ ok: true as const, data: after.n }),
});

beforeEach(() => {
  resetActionMocks();
  load.mockClear();
  write.mockClear();
});

describe("defineAction", () => {
  it("declares its capability and asks the policy for it (marketing may write coupons, staff may not)", async () => {
    expect(declaredOf(bump)).toEqual({ capability: "coupons:write" });
    signIn("staff");
    expect(await bump("t1")).toMatchObject({ ok: false, code: "forbidden", values: { id: "t1" } });
    signIn("marketing", [P1]);
    expect(await bump("t1")).toEqual({ ok: true, data: 2 });
    expect(recordAudit).toHaveBeenCalledWith(
      expect.objectContaining({
        action: "thing.bump",
        targetId: "t1",
        producerId: P1,
        before: { id: "t1", n: 1 },
        after: { id: "t1", n: 2 },
      }),
    );
    expect(revalidatePath).toHaveBeenCalledWith("/things/t1");
  });

  it("answers a target of another producer like a missing one, without writing", async () => {
    signIn("manager", ["p2"]);
    expect(await bump("t1")).toMatchObject({
      ok: false,
      code: "not_found",
      message: "coupons.errors.notFound",
    });
    load.mockRejectedValueOnce(new PartnerApiError({ status: 404, kind: "http" }));
    signIn("manager");
    expect(await bump("t1")).toMatchObject({ ok: false, code: "not_found" });
    expect(write).not.toHaveBeenCalled();
  });

  it("calls a timed-out read plain upstream failure, a timed-out write ambiguous", async () => {
    signIn("admin");
    load.mockRejectedValueOnce(new PartnerApiError({ status: 504, kind: "timeout" }));
    expect(await bump("t1")).toMatchObject({ code: "upstream", message: "coupons.errors.upstream" });
    write.mockRejectedValueOnce(new PartnerApiError({ status: 504, kind: "network" }));
    expect(await bump("t1")).toMatchObject({ code: "upstream", message: "coupons.errors.upstreamAmbiguous" });
    expect(recordAudit).not.toHaveBeenCalled();
  });

  it("maps 422 fields to the form's names and keeps the values", async () => {
    signIn("admin");
    write.mockRejectedValueOnce(
      new PartnerApiError({ status: 422, kind: "http", errors: ["code: is taken", "Oops"] }),
    );
    expect(await bump("t1")).toMatchObject({
      code: "validation",
      message: "Oops",
      fieldErrors: { code: ["is taken"] },
      values: { id: "t1" },
    });
  });

  it("reports the change even when the audit log cannot be written", async () => {
    signIn("admin");
    vi.mocked(recordAudit).mockRejectedValueOnce(new Error("db down"));
    expect(await bump("t1")).toEqual({ ok: true, data: 2 });
    expect(recordAudit).toHaveBeenCalledWith(
      expect.objectContaining({ action: "thing.bump", targetId: "t1" }),
    );
  });

  it("rethrows what is not an expected failure", async () => {
    signIn("admin");
    write.mockRejectedValueOnce(new TypeError("bug"));
    await expect(bump("t1")).rejects.toThrow("bug");
  });
});

describe("defineAction's allowed step (issue 25: others' buyer notes)", () => {
  const guarded = defineAction({
    capability: "buyers:read",
    messages: "coupons.errors",
    parse: (_ctx, id: string) => valid(id),
    target: (id) => load(id),
    allowed: (target, { user }) => target.before.id === `own-${user.role}`,
    write: async (id) => written(await write(id)),
    audit: { action: "thing.touch", targetType: "thing", targetId: (after: { id: string }) => after.id },
    revalidate: () => [],
    done: (after) => ({ ok: true as const, data: after.n }),
  });

  it("refuses a target the user may not change as forbidden, before writing or auditing", async () => {
    signIn("staff", [P1]);
    expect(await guarded("someone-else")).toMatchObject({ ok: false, code: "forbidden" });
    expect(write).not.toHaveBeenCalled();
    expect(recordAudit).not.toHaveBeenCalled();
    expect(await guarded("own-staff")).toEqual({ ok: true, data: 2 });
    expect(recordAudit).toHaveBeenCalledWith(expect.objectContaining({ action: "thing.touch" }));
  });
});
