import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { webhookInbox } from "@/lib/db/schema";

import { openTestDb, testBackends, type TestDb } from "@/test/db";

import { drainInbox, type OrderState, type Published } from "./process";
import { MAX_BODY_BYTES, receiveDelivery, type HeldSecret } from "./receiver";
import { inContractOrder, type Json } from "./reserialize";
import { signatureHeader } from "./signature";
import { envelope, RECEIVER, signedRequest } from "./webhooks.test-support";

const SECRET = "whsec_current_0123456789abcdef";
const OLD = "whsec_previous_0123456789abcdef";

describe.each(testBackends())("webhook receiver on %s", (backend) => {
  let t: TestDb;
  let held: HeldSecret[];
  const deps = () => ({ db: async () => t.db, secrets: async () => held });
  const rowOf = async (id: string) =>
    (await t.db.select().from(webhookInbox).where(eq(webhookInbox.id, id)))[0];

  beforeAll(async () => {
    t = await openTestDb(backend);
  });
  afterAll(async () => {
    await t?.cleanup();
  });
  beforeEach(async () => {
    held = [{ endpointId: randomUUID(), secret: SECRET }];
    await t.db.delete(webhookInbox);
  });

  it("acknowledges the original bytes and stores the delivery before answering", async () => {
    const body = envelope();
    const res = await receiveDelivery(signedRequest(SECRET, body), deps());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, duplicate: false });
    const row = await rowOf(body.id);
    expect(row).toMatchObject({ kind: "delivery", status: "received", type: "order.paid", duplicates: 0 });
    expect(row.body).toBe(JSON.stringify(body));
    expect(row.orderId).toBe(body.data.order.id);
  });

  it("rejects a re-serialized body (whitespace, key order, escaped UTF-8) and names the likely cause", async () => {
    const body = { ...envelope(), note: "São Paulo" };
    const original = JSON.stringify(body);
    const sig = signatureHeader(SECRET, original);
    const { type, ...rest } = body;
    const variants = [
      JSON.stringify(body, null, 2),
      JSON.stringify({ ...rest, type }).replace(/^\{/, "{ "),
      original.replace("São", "S\\u00e3o"),
    ];
    for (const variant of variants) {
      const res = await receiveDelivery(
        signedRequest(SECRET, variant, { "x-partner-signature": sig }),
        deps(),
      );
      expect(res.status).toBe(401);
    }
    const rejected = await t.db.select().from(webhookInbox).where(eq(webhookInbox.kind, "rejected"));
    expect(rejected).toHaveLength(3);
    expect(rejected.map((r) => r.cause)).toContain("reserialized_body");
    expect(await rowOf(body.id)).toBeUndefined();
    const ok = await receiveDelivery(signedRequest(SECRET, original, { "x-partner-signature": sig }), deps());
    expect(ok.status).toBe(200);
  });

  it("names a body whose keys were reordered on the way re-serialized, not signed with another secret", async () => {
    const original = JSON.stringify(inContractOrder(JSON.parse(JSON.stringify(envelope())) as Json));
    const doc = JSON.parse(original) as Record<string, unknown>;
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(doc).reverse()));
    const res = await receiveDelivery(
      signedRequest(SECRET, reordered, { "x-partner-signature": signatureHeader(SECRET, original) }),
      deps(),
    );
    expect(res.status).toBe(401);
    const [rejected] = await t.db.select().from(webhookInbox).where(eq(webhookInbox.kind, "rejected"));
    expect(rejected.cause).toBe("reserialized_body");
  });

  it.each([
    ["missing", null],
    ["sha1", "sha1=757107ea0eb2509fc211221cce984b8a37570b6d"],
    ["uppercase hex", "UPPER"],
    ["wrong length", "sha256=abcd"],
    ["non-hex", `sha256=${"z".repeat(64)}`],
    ["empty", ""],
    ["junk", "sha256=\u00e9 ; sha256=00"],
  ])("a malformed signature header (%s) is a 4xx, never a 5xx", async (_, header) => {
    const body = envelope();
    const text = JSON.stringify(body);
    const value =
      header === "UPPER" ? signatureHeader(SECRET, text).toUpperCase().replace("SHA256=", "sha256=") : header;
    const res = await receiveDelivery(signedRequest(SECRET, text, { "x-partner-signature": value }), deps());
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await rowOf(body.id)).toBeUndefined();
  });

  it("an empty held secret never verifies", async () => {
    held = [{ endpointId: randomUUID(), secret: "" }];
    const res = await receiveDelivery(signedRequest("", envelope()), deps());
    expect(res.status).toBe(401);
  });

  it("refuses a header id or event that differs from the signed body", async () => {
    const body = envelope();
    const wrongId = await receiveDelivery(
      signedRequest(SECRET, body, { "x-partner-delivery-id": randomUUID() }),
      deps(),
    );
    expect(wrongId.status).toBe(400);
    const wrongType = await receiveDelivery(
      signedRequest(SECRET, body, { "x-partner-event": "order.refunded" }),
      deps(),
    );
    expect(wrongType.status).toBe(400);
    const noIdHeader = await receiveDelivery(
      signedRequest(SECRET, body, { "x-partner-delivery-id": null }),
      deps(),
    );
    expect(noIdHeader.status).toBe(400);
    expect(await rowOf(body.id)).toBeUndefined();
    const causes = (await t.db.select().from(webhookInbox)).map((r) => r.cause).sort();
    expect(causes).toEqual(["id_mismatch", "id_mismatch", "type_mismatch"]);
  });

  it("413 over 1 MB (declared or streamed), 415 for non-JSON", async () => {
    const big = JSON.stringify({ ...envelope(), pad: "x".repeat(MAX_BODY_BYTES) });
    expect((await receiveDelivery(signedRequest(SECRET, big), deps())).status).toBe(413);
    const streamed = new Request(RECEIVER, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new ReadableStream({
        start(c) {
          c.enqueue(new TextEncoder().encode(big));
          c.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect((await receiveDelivery(streamed, deps())).status).toBe(413);
    const form = signedRequest(SECRET, envelope(), { "content-type": "application/x-www-form-urlencoded" });
    expect((await receiveDelivery(form, deps())).status).toBe(415);
    const missing = signedRequest(SECRET, envelope(), { "content-type": null });
    expect((await receiveDelivery(missing, deps())).status).toBe(415);
  });

  it("acknowledges and records an unknown type without processing it", async () => {
    const body = envelope({ type: "order.shipped" });
    const res = await receiveDelivery(signedRequest(SECRET, body), deps());
    expect(res.status).toBe(200);
    expect(await rowOf(body.id)).toMatchObject({ status: "ignored", cause: "unknown_type" });
  });

  it("acknowledges a duplicate with no second row, and times only the first", async () => {
    const body = envelope();
    const stored: string[] = [];
    const timed: string[] = [];
    const counting = {
      ...deps(),
      onStored: (id: string) => stored.push(id),
      recordAck: (id: string, ackMs: number) => void (ackMs >= 0 && timed.push(id)),
    };
    for (let i = 0; i < 3; i++)
      expect((await receiveDelivery(signedRequest(SECRET, body), counting)).status).toBe(200);
    const rows = await t.db.select().from(webhookInbox);
    expect(rows).toHaveLength(1);
    expect(rows[0].duplicates).toBe(2);
    expect(stored).toEqual([rows[0].id]);
    expect(timed).toEqual([rows[0].id]);
  });

  it("verifies with every held secret (rotation overlap); the old one stops once dropped", async () => {
    held = [
      { endpointId: randomUUID(), secret: OLD },
      { endpointId: randomUUID(), secret: SECRET },
    ];
    const a = envelope();
    const b = envelope();
    expect((await receiveDelivery(signedRequest(OLD, a), deps())).status).toBe(200);
    expect((await receiveDelivery(signedRequest(SECRET, b), deps())).status).toBe(200);
    expect((await rowOf(a.id)).endpointId).toBe(held[0].endpointId);
    expect((await rowOf(b.id)).endpointId).toBe(held[1].endpointId);
    held = held.slice(1);
    expect((await receiveDelivery(signedRequest(OLD, envelope()), deps())).status).toBe(401);
  });

  it("answers 503 when the database is down, so the sender retries", async () => {
    const down = {
      db: async () => {
        throw new Error("connection refused");
      },
      secrets: async () => held,
    };
    expect((await receiveDelivery(signedRequest(SECRET, envelope()), down)).status).toBe(503);
    const failingInsert = {
      db: async () =>
        ({
          ...t.db,
          insert: () => {
            throw new Error("read-only");
          },
        }) as never,
      secrets: async () => held,
    };
    expect((await receiveDelivery(signedRequest(SECRET, envelope()), failingInsert)).status).toBe(503);
  });

  it("out-of-order lifecycles converge on the order read back from the API", async () => {
    const orderId = randomUUID();
    const truth: OrderState = {
      payment_status: "cancelled",
      amount: "180.00",
      payment_method: "pix",
      items: [{ product_name: "Lote 2" }],
      refund: { status: "completed" },
    };
    // refunded before canceled, paid after canceled
    for (const type of ["order.refunded", "order.canceled", "order.paid"]) {
      const res = await receiveDelivery(signedRequest(SECRET, envelope({ type, orderId })), deps());
      expect(res.status).toBe(200);
    }
    const published: Published[] = [];
    const applied = await drainInbox(t.db, {
      readBack: async () => truth,
      publish: (m) => published.push(m),
    });
    expect(applied).toBe(3);
    const rows = await t.db.select().from(webhookInbox).where(eq(webhookInbox.orderId, orderId));
    expect(rows.every((r) => r.status === "applied" && r.orderStatus === "cancelled")).toBe(true);
    expect(rows.every((r) => r.refundStatus === "completed")).toBe(true);
    // The stale "paid" announces nothing; canceled and refunded are still true and announced once each.
    expect(published.map((m) => m.kind).sort()).toEqual(["order.canceled", "order.refunded"]);
  });
});
