import { beforeEach, describe, expect, it, vi } from "vitest";

import { declaredOf } from "./declared";

// routeFor: the session and capability are checked before the handler runs, answered as JSON 401/403.
const current = vi.hoisted(() => ({ user: null as null | { id: string; role: string } }));
vi.mock("next/navigation", () => ({ redirect: vi.fn(), notFound: vi.fn() }));
vi.mock("./session", async () => {
  const { AuthError } = await vi.importActual<typeof import("./session")>("./session");
  const { can } = await import("./policy");
  return {
    AuthError,
    requireCapability: async (capability: Parameters<typeof can>[1]) => {
      if (!current.user) throw new AuthError("unauthenticated");
      if (!can(current.user as never, capability)) throw new AuthError("forbidden");
      return current.user;
    },
  };
});

const { routeFor } = await import("./route");
const handler = vi.fn(async (_req: Request, _ctx: unknown, user: { id: string }) =>
  Response.json({ user: user.id }),
);
const GET = routeFor("orders:read", handler);
const req = new Request("http://localhost/api/x");

beforeEach(() => {
  current.user = null;
  handler.mockClear();
});

describe("routeFor", () => {
  it("declares its capability", () => {
    expect(declaredOf(GET)).toEqual({ capability: "orders:read" });
  });

  it("answers 401 without a session and 403 without the capability, never running the handler", async () => {
    expect((await GET(req, {})).status).toBe(401);
    current.user = { id: "u1", role: "marketing" };
    const res = await GET(req, {});
    expect([res.status, await res.json(), res.headers.get("cache-control")]).toEqual([
      403,
      { error: "forbidden" },
      "no-store",
    ]);
    expect(handler).not.toHaveBeenCalled();
  });

  it("hands the user to the handler", async () => {
    current.user = { id: "u2", role: "staff" };
    expect(await (await GET(req, {})).json()).toEqual({ user: "u2" });
  });
});
