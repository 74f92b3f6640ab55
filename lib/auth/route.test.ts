import { beforeEach, describe, expect, it, vi } from "vitest";

import { declaredOf } from "./declared";

// routeFor: the session and capability are checked before the handler runs, answered as JSON 401/403.
const current = vi.hoisted(() => ({ user: null as null | { id: string; role: string } }));
vi.mock("next/navigation", () => ({
  redirect: vi.fn(),
  notFound: vi.fn(),
  unstable_rethrow: (e: unknown) => {
    if ((e as { digest?: string })?.digest === "NEXT_HTTP_ERROR_FALLBACK;404") throw e;
  },
}));
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

  it("answers JSON 503 with Retry-After, 502 or 500 when the handler throws, and leaves notFound() to Next", async () => {
    current.user = { id: "u2", role: "staff" };
    const partner = (status: number, kind: string, retryAfterSeconds?: number) =>
      Object.assign(new Error("upstream"), { name: "PartnerApiError", status, kind, retryAfterSeconds });
    const cases: [unknown, number, string | null, string][] = [
      [partner(503, "http", 30), 503, "30", "upstream_unavailable"],
      [partner(429, "http"), 503, "5", "upstream_unavailable"],
      [partner(504, "timeout"), 503, "5", "upstream_unavailable"],
      [partner(500, "http"), 502, null, "upstream_error"],
      [partner(200, "invalid_response"), 502, null, "upstream_error"],
      [new TypeError("bug"), 500, null, "internal_error"],
    ];
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const [error, status, retryAfter, code] of cases) {
      handler.mockRejectedValueOnce(error);
      const res = await GET(req, {});
      expect([res.status, res.headers.get("retry-after"), await res.json()]).toEqual([
        status,
        retryAfter,
        { error: code },
      ]);
      expect(res.headers.get("content-type")).toContain("application/json");
    }
    const notFound = Object.assign(new Error("NEXT_HTTP_ERROR_FALLBACK;404"), {
      digest: "NEXT_HTTP_ERROR_FALLBACK;404",
    });
    handler.mockRejectedValueOnce(notFound);
    await expect(GET(req, {})).rejects.toBe(notFound);
    log.mockRestore();
  });
});
