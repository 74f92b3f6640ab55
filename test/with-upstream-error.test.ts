import { isValidElement } from "react";

import { describe, expect, it, vi } from "vitest";

// withUpstreamError: a Partner failure in the wrapped component's own reads renders UpstreamError
// (with Palco's answer) in its place; a Partner 404 is notFound(); Next's signals and our bugs still throw.
vi.mock("next/navigation", () => ({
  notFound: () => {
    throw Object.assign(new Error("NEXT_HTTP_ERROR_FALLBACK;404"), {
      digest: "NEXT_HTTP_ERROR_FALLBACK;404",
    });
  },
  unstable_rethrow: (e: unknown) => {
    if (String((e as { digest?: string })?.digest).startsWith("NEXT_")) throw e;
  },
}));
vi.mock("@/components/layout/upstream-error", () => ({ UpstreamError: () => null }));

const { withUpstreamError } = await import("@/components/layout/with-upstream-error");
const { UpstreamError } = await import("@/components/layout/upstream-error");

const partner = (status: number, kind = "http", retryAfterSeconds?: number) =>
  Object.assign(new Error("upstream"), { name: "PartnerApiError", status, kind, retryAfterSeconds });
const failing = (error: unknown) =>
  withUpstreamError<{ id: string }>(async () => {
    throw error;
  });

describe("withUpstreamError", () => {
  it("renders what the component renders when nothing fails", async () => {
    const Page = withUpstreamError(async ({ id }: { id: string }) => `page ${id}`);
    expect(await Page({ id: "1" })).toBe("page 1");
  });

  it("renders UpstreamError with 503 + Retry-After for a busy API, 502 for another failure", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const busy = await failing(partner(429, "http", 30))({ id: "1" });
    expect(isValidElement(busy) && busy.type).toBe(UpstreamError);
    expect(isValidElement(busy) && busy.props).toEqual({ answer: { status: 503, retryAfterSeconds: 30 } });
    const broken = await failing(partner(500))({ id: "1" });
    expect(isValidElement(broken) && broken.props).toEqual({ answer: { status: 502 } });
    const timeout = await failing(partner(504, "timeout"))({ id: "1" });
    expect(isValidElement(timeout) && timeout.props).toEqual({
      answer: { status: 503, retryAfterSeconds: 5 },
    });
  });

  it("turns a Partner 404 into notFound() and lets Next's signals and other errors through", async () => {
    await expect(failing(partner(404))({ id: "1" })).rejects.toMatchObject({
      digest: "NEXT_HTTP_ERROR_FALLBACK;404",
    });
    const redirect = Object.assign(new Error("NEXT_REDIRECT"), {
      digest: "NEXT_REDIRECT;replace;/login;307;",
    });
    await expect(failing(redirect)({ id: "1" })).rejects.toBe(redirect);
    const bug = new TypeError("ours");
    await expect(failing(bug)({ id: "1" })).rejects.toBe(bug);
  });
});
