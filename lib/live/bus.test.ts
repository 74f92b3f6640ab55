import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { LiveBridge } from "./bridge";
import type { LiveMessage } from "./message";

// The bus's bridge listens on Palco's database: an in-memory PGlite that another "instance" shares.
const memory = vi.hoisted(() => ({ client: null as PGlite | null }));
vi.mock("@/lib/db/client", () => ({
  getDbHandle: async () => ({ source: { kind: "pglite", client: memory.client } }),
}));

const { liveReady, publishLive, subscribeLive } = await import("./bus");

const paid = (id: string): LiveMessage => ({
  id,
  kind: "order.paid",
  producerId: "p1",
  eventId: "e1",
  orderId: `o-${id}`,
});

beforeAll(async () => {
  const { PGlite } = await import("@electric-sql/pglite");
  memory.client = await PGlite.create();
}, 120_000);
afterAll(async () => {
  await memory.client?.close();
});

describe("live bus subscribers", () => {
  it("hears every message, but a publishedHere subscriber only this process's, once each", async () => {
    const everything: string[] = [];
    const publishedHere: string[] = [];
    const stopEverything = subscribeLive((m) => everything.push(m.id));
    const stopHere = subscribeLive((m) => publishedHere.push(m.id), { publishedHere: true });
    await liveReady();

    publishLive(paid("here-1"));
    publishLive(paid("here-1"));
    const otherInstance = new LiveBridge({ kind: "pglite", client: memory.client! }, () => undefined);
    await otherInstance.publish(paid("there-1"));
    await vi.waitFor(() => expect(everything).toEqual(["here-1", "there-1"]));
    expect(publishedHere).toEqual(["here-1"]);

    stopEverything();
    stopHere();
    publishLive(paid("here-2"));
    expect(everything).toEqual(["here-1", "there-1"]);
    expect(publishedHere).toEqual(["here-1"]);
  });

  it("keeps publishing when a subscriber throws", () => {
    const heard: string[] = [];
    const stopBroken = subscribeLive(
      () => {
        throw new Error("broken consumer");
      },
      { publishedHere: true },
    );
    const stop = subscribeLive((m) => heard.push(m.id), { publishedHere: true });
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      publishLive(paid("after-a-throw"));
    } finally {
      quiet.mockRestore();
      stopBroken();
      stop();
    }
    expect(heard).toEqual(["after-a-throw"]);
  });
});
