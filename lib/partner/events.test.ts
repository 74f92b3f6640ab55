import { beforeEach, describe, expect, it, vi } from "vitest";

import { A, B, EVENT } from "@/lib/actions/events/events.test-support";
import { PartnerApiError } from "@/lib/partner/errors";

// getEventInScope is what every event page trusts for producer scope: out of scope must look missing.
vi.mock("next/server", () => ({ connection: vi.fn() }));
vi.mock("@/lib/partner/client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/partner/client")>()),
  call: vi.fn(),
}));

const { call } = await import("@/lib/partner/client");
const { getEventInScope } = await import("./events");
const upstream = vi.mocked(call as (...a: unknown[]) => Promise<unknown>);

beforeEach(() => {
  upstream.mockReset();
  upstream.mockResolvedValue(EVENT);
});

describe("getEventInScope", () => {
  it("returns the event to a user who sees its producer, or every producer", async () => {
    expect(EVENT.producer.id).toBe(B.id);
    expect(await getEventInScope({ producerIds: [B.id] }, EVENT.id)).toEqual(EVENT);
    expect(await getEventInScope({ producerIds: "all" }, EVENT.slug)).toEqual(EVENT);
  });

  it("answers null for another producer's event, by id and by slug", async () => {
    expect(await getEventInScope({ producerIds: [A.id] }, EVENT.id)).toBeNull();
    expect(await getEventInScope({ producerIds: [A.id] }, EVENT.slug)).toBeNull();
    expect(await getEventInScope({ producerIds: [] }, EVENT.id)).toBeNull();
  });

  it("answers null for a missing event, and rethrows other failures", async () => {
    upstream.mockRejectedValueOnce(new PartnerApiError({ status: 404, kind: "http" }));
    expect(await getEventInScope({ producerIds: "all" }, "no-such-event")).toBeNull();
    upstream.mockRejectedValueOnce(new PartnerApiError({ status: 500, kind: "http" }));
    await expect(getEventInScope({ producerIds: "all" }, "festival")).rejects.toBeInstanceOf(PartnerApiError);
  });

  it("never asks the API for a malformed id", async () => {
    expect(await getEventInScope({ producerIds: "all" }, "../me")).toBeNull();
    expect(upstream).not.toHaveBeenCalled();
  });
});
