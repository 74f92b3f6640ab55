import { beforeEach, describe, expect, it, vi } from "vitest";

// setDocumentStatus: the page's own response gets 502/503 (+ Retry-After) while its headers are unsent.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => request.headers }));
const res = vi.hoisted(() => ({
  statusCode: 200,
  headersSent: false,
  set: {} as Record<string, string>,
  setHeader(name: string, value: string) {
    this.set[name] = value;
  },
}));
vi.mock("./open-responses", () => ({
  RESPONSE_HEADER: "x-palco-response",
  openResponse: (name: string | null) => (name === "ours.1" ? res : null),
}));

const { setDocumentStatus } = await import("./document-status");

beforeEach(() => {
  request.headers = new Headers({ "x-palco-response": "ours.1" });
  Object.assign(res, { statusCode: 200, headersSent: false, set: {} });
});

describe("setDocumentStatus", () => {
  it("sets 503 and Retry-After before the first byte", async () => {
    expect(await setDocumentStatus({ status: 503, retryAfterSeconds: 30 })).toBe(true);
    expect(res.statusCode).toBe(503);
    expect(res.set).toEqual({ "Retry-After": "30" });
  });

  it("sets 502 without Retry-After", async () => {
    expect(await setDocumentStatus({ status: 502 })).toBe(true);
    expect(res.statusCode).toBe(502);
    expect(res.set).toEqual({});
  });

  it("changes nothing once the headers are sent, for a client navigation, or for an unknown response", async () => {
    res.headersSent = true;
    expect(await setDocumentStatus({ status: 502 })).toBe(false);
    res.headersSent = false;
    request.headers.set("rsc", "1");
    expect(await setDocumentStatus({ status: 502 })).toBe(false);
    request.headers = new Headers({ "x-palco-response": "someone-else.1" });
    expect(await setDocumentStatus({ status: 502 })).toBe(false);
    expect(res.statusCode).toBe(200);
  });
});
