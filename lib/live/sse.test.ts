import { describe, expect, it, vi } from "vitest";

import { LocalLiveBus } from "./local";
import type { LiveMessage } from "./message";
import { liveStream, sseFrame } from "./sse";

const A = "producer-a";
const B = "producer-b";
const msg = (id: string, producerId = A): LiveMessage => ({
  id,
  kind: "order.paid",
  producerId,
  eventId: "e1",
  orderId: "o1",
  amount: "180.00",
});

async function drain(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe("liveStream", () => {
  it("writes in-scope messages once each, with the id as the SSE id, and ends on abort", async () => {
    const bus = new LocalLiveBus();
    const abort = new AbortController();
    const stream = liveStream({ scope: [A], subscribe: (l) => bus.subscribe(l), signal: abort.signal });
    const text = drain(stream);
    bus.deliver(msg("1"));
    bus.deliver(msg("1"));
    bus.deliver(msg("2", B));
    bus.deliver(msg("3"));
    abort.abort();
    const body = await text;
    expect(body.startsWith("retry: 3000\n: connected\n\n")).toBe(true);
    expect(body).toContain(sseFrame(msg("1")));
    expect(body.match(/^id: /gm)).toEqual(["id: ", "id: "]);
    expect(body).not.toContain('"producerId":"producer-b"');
    expect(body).toContain("id: 3\nevent: order\n");
  });

  it("replays the backlog after Last-Event-ID without repeating what arrives live", async () => {
    const bus = new LocalLiveBus();
    for (const id of ["1", "2", "3"]) bus.deliver(msg(id));
    const abort = new AbortController();
    const stream = liveStream({
      scope: "all",
      subscribe: (l) => bus.subscribe(l),
      backlog: bus.since("1"),
      signal: abort.signal,
    });
    const text = drain(stream);
    bus.deliver(msg("3"));
    bus.deliver(msg("4"));
    abort.abort();
    expect((await text).match(/^id: .*$/gm)).toEqual(["id: 2", "id: 3", "id: 4"]);
    expect(bus.since("unknown")).toEqual([]);
  });

  it("gives a first connection what this process delivered since the page was rendered", () => {
    let now = 1_000;
    const bus = new LocalLiveBus(() => now);
    bus.deliver(msg("before"));
    now = 2_000;
    bus.deliver(msg("at"));
    now = 2_500;
    bus.deliver(msg("after"));
    expect(bus.deliveredSince(2_000).map((m) => m.id)).toEqual(["at", "after"]);
    expect(bus.deliveredSince(3_000)).toEqual([]);
  });

  it("sends heartbeats and closes itself after its maximum age (the browser reconnects and re-authenticates)", async () => {
    vi.useFakeTimers();
    try {
      const bus = new LocalLiveBus();
      const stream = liveStream({
        scope: "all",
        subscribe: (l) => bus.subscribe(l),
        heartbeatMs: 10,
        maxAgeMs: 35,
      });
      const text = drain(stream);
      await vi.advanceTimersByTimeAsync(40);
      expect((await text).match(/: ping/g)).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("unsubscribes when the reader cancels", async () => {
    const unsubscribe = vi.fn();
    const stream = liveStream({ scope: "all", subscribe: () => unsubscribe });
    await stream.cancel();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
