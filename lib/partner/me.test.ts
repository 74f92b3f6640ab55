import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { findProducer } from "@/lib/auth/scope";

vi.mock("@/lib/partner/client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/partner/client")>()),
  call: vi.fn(),
}));

const { call } = await import("@/lib/partner/client");
const { getMe, resolveProducerChoice } = await import("./me");
const { PartnerApiError } = await import("@/lib/partner/errors");

const A = { id: "8306370a-d645-4146-b0ee-b71bc4c1193a", slug: "arena-norte", name: "Arena Norte" };
const B = { id: "e74bbc5f-c090-42b8-9d82-a06c6bbc3a70", slug: "sunset", name: "Sunset" };

beforeEach(() => {
  vi.mocked(call as (...a: unknown[]) => Promise<unknown>).mockResolvedValue({
    name: "key",
    producers: [A, B],
  });
});

describe("resolveProducerChoice", () => {
  it("lets a user who sees every producer list them all, or pick one by slug or UUID", async () => {
    expect(await resolveProducerChoice({ producerIds: "all" }, undefined)).toEqual({
      producers: [A, B],
      producer: null,
      canList: true,
    });
    expect((await resolveProducerChoice({ producerIds: "all" }, "sunset")).producer).toEqual(B);
    expect((await resolveProducerChoice({ producerIds: "all" }, A.id)).producer).toEqual(A);
  });

  it("treats an unknown producer like no choice", async () => {
    expect((await resolveProducerChoice({ producerIds: "all" }, "casa-vizinha")).producer).toBeNull();
  });

  it("pins a limited user to their own producers, whatever the URL says", async () => {
    const user = { producerIds: [B.id] };
    expect(await resolveProducerChoice(user, undefined)).toEqual({
      producers: [B],
      producer: B,
      canList: true,
    });
    expect((await resolveProducerChoice(user, "arena-norte")).producer).toEqual(B);
  });

  it("lists nothing for a user with no producer of this key", async () => {
    expect(await resolveProducerChoice({ producerIds: ["elsewhere"] }, undefined)).toEqual({
      producers: [],
      producer: null,
      canList: false,
    });
  });

  it("findProducer matches id or slug only", () => {
    expect(findProducer([A, B], "Sunset")).toBeUndefined();
    expect(findProducer([A, B], null)).toBeUndefined();
  });
});

describe("getMe", () => {
  const calls = () => vi.mocked(call).mock.calls.length;
  beforeEach(() => {
    vi.mocked(call).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  // The fake clock starts an hour past the real one and past the previous test's: an answer kept earlier
  // in this file (by real time, or by a previous test) has expired by then. A fixed date did not hold
  // once the real clock passed it.
  let clock = Date.now();
  const startFakeClock = () => {
    clock = Math.max(clock, Date.now()) + 3_600_000;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(clock);
    return (ms: number) => vi.setSystemTime(clock + ms);
  };

  it("answers every request for five seconds from one call, then asks again", async () => {
    const at = startFakeClock();
    await Promise.all([getMe(), getMe(), getMe()]);
    expect(calls()).toBe(1);
    at(4_900);
    expect((await getMe()).producers).toEqual([A, B]);
    expect(calls()).toBe(1);
    at(5_100);
    vi.mocked(call as (...a: unknown[]) => Promise<unknown>).mockResolvedValue({
      name: "key",
      producers: [B],
    });
    expect((await getMe()).producers).toEqual([B]);
    expect(calls()).toBe(2);
  });

  it("keeps no refusal: a rejected key is asked again on the next request", async () => {
    startFakeClock();
    const refused = new PartnerApiError({ status: 401, kind: "http", error: "Invalid API key" });
    vi.mocked(call as (...a: unknown[]) => Promise<unknown>).mockRejectedValue(refused);
    await expect(getMe()).rejects.toBe(refused);
    await expect(getMe()).rejects.toBe(refused);
    expect(calls()).toBe(2);
  });
});
