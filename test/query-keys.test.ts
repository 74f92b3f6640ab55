import { describe, expect, it } from "vitest";

import { analyticsKeys } from "@/lib/analytics/keys";
import { doorKeys } from "@/lib/door/keys";
import { keyMentions } from "@/lib/live/client-logic";
import { notificationKeys } from "@/lib/notifications/keys";
import { deliveryKeys } from "@/lib/webhooks/keys";

const sale = { eventId: "e1", orderId: "o1", producerId: "p1" };

// Which browser caches a live message refreshes: components/live/follow-live invalidates every key that
// names the message's event, order or producer, and the notifications a moment later.
describe("query keys and the live stream", () => {
  it("a sale refreshes its event's door counter and sales series, not another event's", () => {
    expect(keyMentions(doorKeys.count("e1"), sale)).toBe(true);
    expect(keyMentions(analyticsKeys.sales("e1", { range: "30d", unit: "day" }), sale)).toBe(true);
    expect(keyMentions(doorKeys.count("e2"), sale)).toBe(false);
  });

  it("notifications and the delivery console name no event: a timer and an interval refresh them", () => {
    expect(keyMentions(notificationKeys.inbox(), sale)).toBe(false);
    expect(notificationKeys.inbox().slice(0, 1)).toEqual(notificationKeys.all);
    expect(keyMentions(deliveryKeys.console({ filter: "all", before: null }), sale)).toBe(false);
  });
});
