import { afterEach, describe, expect, it } from "vitest";

import type { Order } from "@/lib/contract";
import { setDefaultPartnerClient, type PartnerClient } from "@/lib/partner/client";
import { PartnerApiError } from "@/lib/partner/errors";
import { completedRefunds } from "@/lib/settlement/refund-cache";

import { readOrderBack } from "./server";

// The inbox reads every cancelled or refunded order back from the API; a completed refund it sees is
// kept for the event's borderô, which then does not read that order again.
const answering = (order: Partial<Order> | Error) =>
  setDefaultPartnerClient({
    call: async () => {
      if (order instanceof Error) throw order;
      return order;
    },
  } as unknown as PartnerClient);

afterEach(() => setDefaultPartnerClient(undefined));

describe("readOrderBack", () => {
  it("keeps a cancelled order's completed refund for the borderô, and nothing else", async () => {
    answering({
      payment_status: "cancelled",
      amount: "30.00",
      refund: { status: "completed", amount: "12.50" },
    });
    expect(await readOrderBack("ev-1", "o-done")).toMatchObject({ payment_status: "cancelled" });
    expect(completedRefunds.get("ev-1", "o-done")).toEqual({
      orderCents: 3000,
      refund: { status: "completed", amount: "12.50" },
    });

    answering({
      payment_status: "cancelled",
      amount: "30.00",
      refund: { status: "pending", amount: "30.00" },
    });
    await readOrderBack("ev-1", "o-pending");
    expect(completedRefunds.get("ev-1", "o-pending")).toBeUndefined();

    answering({ payment_status: "paid", amount: "30.00", refund: null });
    await readOrderBack("ev-1", "o-paid");
    expect(completedRefunds.get("ev-1", "o-paid")).toBeUndefined();
  });

  it("answers null for an order the API no longer has", async () => {
    answering(new PartnerApiError({ status: 404, kind: "http" }));
    expect(await readOrderBack("ev-1", "o-gone")).toBeNull();
  });
});
