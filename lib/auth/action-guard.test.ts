import { describe, expect, it } from "vitest";

import nextConfig from "@/next.config";

import {
  ACTION_BODY_LIMIT,
  ACTION_BODY_LIMIT_BYTES,
  actionRefusalResponse,
  checkActionRequest,
  checkRouteRequest,
} from "./action-guard";

const HOST = "localhost:3000";
const ORIGIN = `http://${HOST}`;

function post(body: BodyInit | null, headers: Record<string, string>): Request {
  return new Request(`${ORIGIN}/events/abc`, {
    method: "POST",
    headers: { host: HOST, origin: ORIGIN, "next-action": "7f00", ...headers },
    body,
  });
}

function multipart(boundary: string, parts: string) {
  return post(parts, { "content-type": `multipart/form-data; boundary=${boundary}` });
}

const GOOD_MULTIPART = ["--b1", 'Content-Disposition: form-data; name="1_x"', "", "value", "--b1--", ""].join(
  "\r\n",
);

describe("checkActionRequest", () => {
  it("lets well-formed fetch and form actions through", async () => {
    expect(
      await checkActionRequest(post('["$K1",{"a":1}]', { "content-type": "text/plain;charset=UTF-8" })),
    ).toBeNull();
    expect(await checkActionRequest(multipart("b1", GOOD_MULTIPART))).toBeNull();
    const form = post("a=1", { "content-type": "application/x-www-form-urlencoded" });
    form.headers.delete("next-action");
    expect(await checkActionRequest(form)).toBeNull();
  });

  it("answers 403 to a foreign, null or missing Origin", async () => {
    for (const origin of [
      "https://evil.example",
      "http://localhost:3000.evil.example",
      "null",
      "not a url",
    ]) {
      const res = await checkActionRequest(post("[]", { "content-type": "text/plain", origin }));
      expect(res?.status, origin).toBe(403);
    }
    const missing = post("[]", { "content-type": "text/plain" });
    missing.headers.delete("origin");
    expect((await checkActionRequest(missing))?.status).toBe(403);
  });

  it("answers 415 to a content type no action sends", async () => {
    // A byte body carries no content type of its own.
    for (const type of ["application/xml", "application/json", "", "text/html"]) {
      const body = new TextEncoder().encode("<a/>");
      const res = await checkActionRequest(post(body, type ? { "content-type": type } : {}));
      expect(res?.status, type).toBe(415);
    }
  });

  it("answers 413 to a body over the limit, declared or streamed", async () => {
    const big = new Uint8Array(ACTION_BODY_LIMIT_BYTES + 1).fill(0x20);
    expect((await checkActionRequest(post(big, { "content-type": "text/plain" })))?.status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < 7; i++) c.enqueue(new Uint8Array(1024 * 1024));
        c.close();
      },
    });
    const chunked = new Request(`${ORIGIN}/x`, {
      method: "POST",
      headers: { host: HOST, origin: ORIGIN, "next-action": "7f00", "content-type": "text/plain" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect((await checkActionRequest(chunked))?.status).toBe(413);
  });

  it("answers 400 to truncated JSON and broken multipart", async () => {
    expect((await checkActionRequest(post('["$K1",{"a":', { "content-type": "text/plain" })))?.status).toBe(
      400,
    );
    expect((await checkActionRequest(multipart("other", GOOD_MULTIPART)))?.status).toBe(400);
    expect((await checkActionRequest(multipart("b1", GOOD_MULTIPART.slice(0, 40))))?.status).toBe(400);
    const noBoundary = post(GOOD_MULTIPART, { "content-type": "multipart/form-data" });
    expect((await checkActionRequest(noBoundary))?.status).toBe(400);
  });

  it("answers in plain text, which Next's client throws as the error's message", async () => {
    const res = actionRefusalResponse({ status: 413, code: "payload_too_large" });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toBe("text/plain");
    expect(await res.text()).toBe("payload_too_large");
  });

  it("uses the same limit as next.config.ts", async () => {
    const config = await nextConfig("phase-production-server");
    expect(config.experimental?.serverActions?.bodySizeLimit).toBe(ACTION_BODY_LIMIT);
    expect(ACTION_BODY_LIMIT_BYTES).toBe(6 * 1024 * 1024);
  });
});

describe("checkRouteRequest", () => {
  const route = (method: string, headers: Record<string, string>, body?: string) =>
    new Request(`${ORIGIN}/api/palette?kind=events`, { method, headers: { host: HOST, ...headers }, body });

  it("lets same-origin reads, reads without an Origin and API clients' posts through", () => {
    expect(checkRouteRequest(route("GET", {}))).toBeNull();
    expect(checkRouteRequest(route("GET", { origin: ORIGIN, "content-length": "0" }))).toBeNull();
    expect(checkRouteRequest(route("POST", { "content-type": "application/json" }, "{}"))).toBeNull();
  });

  it("answers 403 to a foreign or null Origin, whatever the method", () => {
    for (const origin of ["https://evil.example", "null", `${ORIGIN}.evil.example`]) {
      expect(checkRouteRequest(route("GET", { origin }))?.status).toBe(403);
      expect(checkRouteRequest(route("POST", { origin }, "a=1"))?.status).toBe(403);
    }
  });

  it("answers 413 to a read declaring more than the limit and 400 to any other body on a read", () => {
    const big = String(ACTION_BODY_LIMIT_BYTES + 1);
    expect(checkRouteRequest(route("GET", { "content-length": big }))?.status).toBe(413);
    expect(checkRouteRequest(route("HEAD", { "content-length": "4" }))?.status).toBe(400);
    expect(checkRouteRequest(route("GET", { "transfer-encoding": "chunked" }))?.status).toBe(400);
  });
});
