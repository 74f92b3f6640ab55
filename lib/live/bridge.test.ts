import { randomBytes } from "node:crypto";

import type { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";

import { testBackends } from "@/test/db";

import { decodeEnvelope, encodeEnvelope, LiveBridge } from "./bridge";
import { LocalLiveBus } from "./local";
import type { LiveMessage } from "./message";
import { liveStream } from "./sse";

const PRODUCER = "11111111-1111-4111-8111-111111111111";
const OTHER = "22222222-2222-4222-8222-222222222222";

function message(id: string, producerId = PRODUCER): LiveMessage {
  return {
    id,
    kind: "order.paid",
    producerId,
    eventId: "e1",
    orderId: `o-${id}`,
    amount: "180.00",
    paymentMethod: "pix",
    productName: "Lote 2",
  };
}

/** One Palco process: its local bus fed by its bridge, publishing the way lib/live/bus.ts does. */
function instance(bridgeOf: (local: LocalLiveBus) => LiveBridge) {
  const local = new LocalLiveBus();
  const bridge = bridgeOf(local);
  return {
    local,
    bridge,
    async publish(m: LiveMessage) {
      if (local.deliver(m)) await bridge.publish(m);
    },
  };
}

async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, needle: string): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes(needle)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

const waitFor = async (check: () => boolean, ms = 5_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe("NOTIFY envelope", () => {
  it("round-trips a message from another origin and drops our own echo and junk", () => {
    const payload = encodeEnvelope("a", message("m1"));
    expect(decodeEnvelope(payload, "b")).toEqual(message("m1"));
    expect(decodeEnvelope(payload, "a")).toBeNull();
    expect(decodeEnvelope("not json", "b")).toBeNull();
    expect(decodeEnvelope(JSON.stringify({ v: 1, origin: "a", message: { id: "x" } }), "b")).toBeNull();
  });
});

describe("live bridge on PGlite", () => {
  let pglite: PGlite | undefined;
  afterEach(async () => {
    await pglite?.close();
  });

  it("delivers a published message once to its own process (no echo from the NOTIFY)", async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    pglite = await PGlite.create();
    const client = pglite;
    const node = instance((local) => new LiveBridge({ kind: "pglite", client }, (m) => local.deliver(m)));
    await node.bridge.start();
    const got: string[] = [];
    node.local.subscribe((m) => got.push(m.id));
    // A second listener on the same database stands for another process's bridge.
    const heard: string[] = [];
    const other = new LiveBridge({ kind: "pglite", client }, (m) => heard.push(m.id));
    await other.start();
    await node.publish(message("m1"));
    await node.publish(message("m1"));
    await waitFor(() => heard.length > 0);
    expect(got).toEqual(["m1"]);
    expect(heard).toEqual(["m1"]);
    await other.stop();
    await node.bridge.stop();
  }, 120_000);
});

// PostgreSQL only (TEST_DATABASE_URL, as in CI): two processes cannot share one PGlite folder.
if (testBackends().includes("postgres"))
  describe("two Palco processes on one PostgreSQL", () => {
    const url = process.env.TEST_DATABASE_URL!;
    const source = { kind: "postgres" as const, url, schema: `palco_live_${randomBytes(4).toString("hex")}` };
    const stops: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const stop of stops.splice(0)) await stop();
    });

    it("a message published in one reaches an SSE client of the other, once and producer-scoped", async () => {
      const a = instance((local) => new LiveBridge(source, (m) => local.deliver(m)));
      const b = instance((local) => new LiveBridge(source, (m) => local.deliver(m)));
      stops.push(
        () => a.bridge.stop(),
        () => b.bridge.stop(),
      );
      await Promise.all([a.bridge.start(), b.bridge.start()]);

      const abort = new AbortController();
      const stream = liveStream({
        scope: [PRODUCER],
        subscribe: (l) => b.local.subscribe(l),
        signal: abort.signal,
      });
      const reader = stream.getReader();
      await readUntil(reader, ": connected");

      const inA: string[] = [];
      a.local.subscribe((m) => inA.push(m.id));
      await a.publish(message("hidden", OTHER));
      await a.publish(message("d1"));
      await a.publish(message("d1"));
      await a.publish(message("d2"));

      const text = await readUntil(reader, "id: d2");
      abort.abort();
      expect(text.match(/^id: d1$/gm)).toHaveLength(1);
      expect(text).not.toContain("hidden");
      expect(text).toContain('"productName":"Lote 2"');
      // The publishing process saw each message once: its own NOTIFY echo was dropped.
      expect(inA).toEqual(["hidden", "d1", "d2"]);
    });

    it("reconnects its listener after the connection is killed", async () => {
      const b = instance((local) => new LiveBridge(source, (m) => local.deliver(m)));
      const a = instance((local) => new LiveBridge(source, (m) => local.deliver(m)));
      stops.push(
        () => a.bridge.stop(),
        () => b.bridge.stop(),
      );
      await Promise.all([a.bridge.start(), b.bridge.start()]);
      const { Client } = await import("pg");
      const admin = new Client({ connectionString: url });
      await admin.connect();
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()`,
        [`LISTEN ${b.bridge.channel}`],
      );
      await admin.end();
      const got: string[] = [];
      b.local.subscribe((m) => got.push(m.id));
      let n = 0;
      await waitFor(() => {
        a.publish(message(`r${n++}`)).catch(() => undefined);
        return got.length > 0;
      }, 15_000);
      expect(got.length).toBeGreaterThan(0);
    });
  });
