import { inspect } from "node:util";

import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { defineOperation, operations } from "@/lib/contract";
import { createPartnerClient, type PartnerTimings } from "@/lib/partner/client";

import { modes } from "@/test/fault-server";
import { failure, setupPartnerServer } from "@/test/partner-server";

const Ok = z.object({ ok: z.literal(true) });
// Roomy on purpose: these tests expect answers, and a loaded CI machine must not turn them into timeouts.
const ROOMY: Partial<PartnerTimings> = {
  attemptTimeoutMs: 2_000,
  readBudgetMs: 5_000,
  writeTimeoutMs: 2_000,
  random: () => 0,
};

const partner = setupPartnerServer();
const { route, hits } = partner;
const client = (timings: Partial<PartnerTimings> = ROOMY) =>
  createPartnerClient(
    { baseUrl: `${partner.server.url}/partner/v1`, apiKey: "test-key-123", fetch },
    timings,
  );

describe("request basics", () => {
  it("sends the bearer key, JSON body and query without undefined/null", async () => {
    route("/echo", modes.json(201, { ok: true }));
    const query = {
      a: 1,
      b: undefined,
      c: null,
      d: ["x", "y"],
      e: new Date("2030-01-02T03:04:05Z"),
      f: false,
    };
    await expect(
      client().request("POST", "/echo", { query, body: { name: "Show" }, schema: Ok }),
    ).resolves.toEqual({ ok: true });
    const [hit] = hits("/echo");
    expect(hit.headers.authorization).toBe("Bearer test-key-123");
    expect(hit.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(hit.body)).toEqual({ name: "Show" });
    expect(hit.query.toString()).toBe("a=1&d=x&d=y&e=2030-01-02T03%3A04%3A05.000Z&f=false");
  });

  it("uploads FormData as multipart and returns undefined for 204", async () => {
    route("/events/e1/cover", modes.json(200, { ok: true }));
    route("/webhooks/w1", modes.json(204));
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" }), "c.jpg");
    await client().request("PUT", "/events/e1/cover", { form, schema: Ok });
    expect(hits("/events/e1/cover")[0].headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    await expect(client().request("DELETE", "/webhooks/w1")).resolves.toBeUndefined();
    await expect(
      client().request("DELETE", "/webhooks/w1", { schema: z.undefined() }),
    ).resolves.toBeUndefined();
  });

  it("works in-process like the embedded sandbox (app.fetch, no socket)", async () => {
    const app = new Hono().basePath("/partner/v1");
    app.get("/me", (c) => c.json({ ok: c.req.header("authorization") === "Bearer demo-key-123" }));
    app.put("/cover", async (c) => c.json({ ok: (await c.req.formData()).get("file") instanceof File }));
    const inProcess = createPartnerClient({
      baseUrl: "http://localhost:3000/partner/v1",
      apiKey: "demo-key-123",
      fetch: async (input, init) => app.fetch(new Request(input, init)),
    });
    await expect(inProcess.request("GET", "/me", { schema: Ok })).resolves.toEqual({ ok: true });
    const form = new FormData();
    form.set("file", new Blob(["x"]), "x.jpg");
    await expect(inProcess.request("PUT", "/cover", { form, schema: Ok })).resolves.toEqual({ ok: true });
  });

  it("calls a registry entry: encoded path, query, JSON body, answer parsed with its response schema", async () => {
    const order = { reason: "duplicate" };
    route(
      "/events/a%20b%2Fc/orders/o1/cancel",
      modes.json(200, { ...order, ignored: "dropped by the schema" }),
    );
    const op = defineOperation({
      ...operations.cancelOrder,
      success: { status: 200, description: "Echo", schema: z.object({ reason: z.string() }) },
    });
    const answer = await client().call(op, { path: { event_id: "a b/c", order_id: "o1" }, body: order });
    expect(answer).toEqual(order);
    const [hit] = hits("/events/a%20b%2Fc/orders/o1/cancel");
    expect([hit.method, JSON.parse(hit.body)]).toEqual(["POST", order]);
    await expect(client().call(operations.getEvent, { path: { event_id: ".." } })).rejects.toThrow(TypeError);
    route("/webhooks/w1", modes.json(204));
    await expect(
      client().call(operations.deleteWebhook, { path: { webhook_id: "w1" } }),
    ).resolves.toBeUndefined();
  });

  it("types a call from its entry (checked by tsc, never run)", () => {
    const typed = (c: ReturnType<typeof client>) => [
      // @ts-expect-error the event_id path parameter is required
      c.call(operations.getEvent),
      // @ts-expect-error createEvent needs a body
      c.call(operations.createEvent, {}),
      // @ts-expect-error the cover is sent as a multipart form, not JSON
      c.call(operations.uploadEventCover, { path: { event_id: "e" }, body: {} }),
      c.call(operations.getMe).then((me) => me.producers[0]?.slug satisfies string | undefined),
      c.call(operations.cancelOrder, { path: { event_id: "e", order_id: "o" } }),
    ];
    expect(typed).toBeTypeOf("function");
  });

  it("turns a shape mismatch or invalid JSON into invalid_response without retrying", async () => {
    route("/shape", modes.json(200, { ok: "sk_live_SHAPE_SECRET" }));
    route("/garbage", modes.raw(200, "{not json sk_live_JSON_SECRET"));
    for (const path of ["/shape", "/garbage"]) {
      const e = await failure(client().request("GET", path, { schema: Ok }));
      expect({ kind: e.kind, status: e.status, sent: hits(path).length }).toEqual({
        kind: "invalid_response",
        status: 502,
        sent: 1,
      });
      expect(`${e.message} ${JSON.stringify(e)} ${inspect(e)}`).not.toMatch(/SECRET/);
    }
  });
});

describe("errors", () => {
  it("never echoes a 5xx body, whatever its shape", async () => {
    route(
      "/json500",
      modes.json(500, { error: "db password=sk_live_ABC123SECRET", errors: ["sk_live_ABC123SECRET"] }),
    );
    route(
      "/html502",
      modes.raw(502, "<html>token sk_live_ABC123SECRET</html>", { "content-type": "text/html" }),
    );
    for (const path of ["/json500", "/html502"]) {
      const e = await failure(client().request("GET", path, { schema: Ok }));
      expect(e.kind).toBe("http");
      expect(`${e.message} ${JSON.stringify(e)} ${inspect(e)} ${e.stack}`).not.toContain(
        "sk_live_ABC123SECRET",
      );
    }
  });

  it("keeps the parsed error strings of a 4xx and does not retry it", async () => {
    route("/unauthorized", modes.json(401, { error: "Invalid API key" }));
    route("/invalid", modes.json(422, { error: "Validation failed", errors: ["name: is required"] }));
    route("/plain404", modes.raw(404, "Not Found"));
    const e401 = await failure(client().request("GET", "/unauthorized", { schema: Ok }));
    expect([e401.status, e401.message, hits("/unauthorized").length]).toEqual([401, "Invalid API key", 1]);
    const e422 = await failure(client().request("GET", "/invalid", { schema: Ok }));
    expect([e422.error, e422.errors]).toEqual(["Validation failed", ["name: is required"]]);
    const e404 = await failure(client().request("GET", "/plain404", { schema: Ok }));
    expect([e404.status, e404.message]).toEqual([404, "The Partner API refused the request (HTTP 404)"]);
  });
});

describe("redirects", () => {
  it("are errors, never followed with the key", async () => {
    route("/moved", modes.json(302, {}, { location: `${partner.server.url}/partner/v1/stolen` }));
    const e = await failure(client().request("GET", "/moved", { schema: Ok }));
    expect([e.kind, e.status, hits("/moved").length, hits("/stolen").length]).toEqual(["http", 302, 1, 0]);
  });
});

describe("GET retries", () => {
  it("retries 503 then succeeds", async () => {
    route("/flaky", modes.sequence(modes.json(503), modes.json(200, { ok: true })));
    await expect(client().request("GET", "/flaky", { schema: Ok })).resolves.toEqual({ ok: true });
    expect(hits("/flaky")).toHaveLength(2);
  });

  it("gives up after 2 retries on 5xx forever and on connection resets", async () => {
    route("/down", modes.json(503));
    route("/reset", modes.reset());
    const down = await failure(client().request("GET", "/down", { schema: Ok }));
    expect([down.kind, down.status, hits("/down").length]).toEqual(["http", 503, 3]);
    const reset = await failure(client().request("GET", "/reset", { schema: Ok }));
    expect([reset.kind, hits("/reset").length]).toEqual(["network", 3]);
  });

  it("retries 408 and 429 without Retry-After using jitter", async () => {
    let draws = 0;
    const random = () => (draws++, 0.5);
    route("/busy", modes.sequence(modes.json(408), modes.json(429), modes.json(200, { ok: true })));
    await client({ ...ROOMY, random }).request("GET", "/busy", { schema: Ok });
    expect([hits("/busy").length, draws]).toEqual([3, 2]);
  });

  it("waits Retry-After seconds before retrying", async () => {
    route(
      "/limited",
      modes.sequence(modes.json(429, {}, { "retry-after": "1" }), modes.json(200, { ok: true })),
    );
    await client().request("GET", "/limited", { schema: Ok });
    const [first, second] = hits("/limited");
    expect(second.at - first.at).toBeGreaterThanOrEqual(1_000 - 5);
  });

  it("waits until a Retry-After HTTP-date before retrying", async () => {
    let until = 0;
    route(
      "/dated",
      modes.sequence(
        (req, res, hit) => {
          const header = new Date(Date.now() + 2_000).toUTCString();
          until = Date.parse(header);
          modes.json(503, {}, { "retry-after": header })(req, res, hit);
        },
        modes.json(200, { ok: true }),
      ),
    );
    await client({ ...ROOMY, readBudgetMs: 6_000 }).request("GET", "/dated", { schema: Ok });
    expect(hits("/dated")).toHaveLength(2);
    expect(hits("/dated")[1].at).toBeGreaterThanOrEqual(until - 5);
  });

  it("fails at once when Retry-After does not fit the remaining budget", async () => {
    route("/later", modes.json(429, { error: "slow down" }, { "retry-after": "30" }));
    const e = await failure(client().request("GET", "/later", { schema: Ok }));
    expect([e.status, e.message, hits("/later").length]).toEqual([429, "slow down", 1]);
    // Passed on to Palco's own 503 (lib/upstream-answer.ts).
    expect(e.retryAfterSeconds).toBe(30);
  });
});
