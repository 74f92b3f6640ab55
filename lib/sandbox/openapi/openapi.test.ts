import { describe, expect, it } from "vitest";

import { OPERATIONS } from "@/lib/contract/operations";

import { createPartnerApp } from "../app";
import type { SandboxContext } from "../context";
import { openApiDocument } from "./document";

/** The 25 operations of partner-api-spec.md, "Endpoints". */
const SPEC = [
  "GET /me",
  "GET /events",
  "POST /events",
  "GET /events/{event_id}",
  "PATCH /events/{event_id}",
  "PUT /events/{event_id}/cover",
  "GET /events/{event_id}/products",
  "POST /events/{event_id}/products",
  "GET /events/{event_id}/products/{product_id}",
  "PATCH /events/{event_id}/products/{product_id}",
  "GET /events/{event_id}/coupons",
  "POST /events/{event_id}/coupons",
  "PATCH /events/{event_id}/coupons/{coupon_id}",
  "GET /events/{event_id}/orders",
  "GET /events/{event_id}/orders/{order_id}",
  "POST /events/{event_id}/orders/{order_id}/cancel",
  "GET /events/{event_id}/tickets",
  "GET /events/{event_id}/tickets/entrance",
  "GET /events/{event_id}/analytics",
  "GET /producers/{producer_id}/buyers",
  "GET /producers/{producer_id}/buyers/search",
  "GET /producers/{producer_id}/buyers/{buyer_id}",
  "GET /webhooks",
  "POST /webhooks",
  "DELETE /webhooks/{webhook_id}",
];

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref") out.push(v as string);
      else refs(v, out);
    }
  }
  return out;
}

describe("OpenAPI document", () => {
  const doc = openApiDocument() as Json;

  it("lists exactly the spec's 25 operations, each with a unique operationId", () => {
    const listed = Object.entries(doc.paths as Json).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual([...SPEC].sort());
    expect(new Set(OPERATIONS.map((o) => o.operationId)).size).toBe(25);
  });

  it("documents params, bodies, success and error responses", () => {
    for (const [path, ops] of Object.entries(doc.paths as Json)) {
      for (const op of Object.values(ops as Json) as Json[]) {
        const names = (op.parameters as Json[]).filter((p) => p.in === "path").map((p) => p.name);
        expect(names).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
        expect(op.responses["401"].content["application/json"].schema).toEqual({
          $ref: "#/components/schemas/Error",
        });
      }
    }
    const list = doc.paths["/events/{event_id}/orders"].get;
    expect(list.parameters.map((p: Json) => p.name)).toEqual([
      "event_id",
      "page",
      "per_page",
      "payment_status",
      "since",
    ]);
    expect(list.parameters.find((p: Json) => p.name === "per_page").schema.maximum).toBe(100);
    expect(doc.paths["/events/{event_id}/cover"].put.requestBody.content).toHaveProperty(
      "multipart/form-data",
    );
    expect(doc.paths["/webhooks/{webhook_id}"].delete.responses["204"]).toEqual({ description: "Deleted" });
    expect(doc.paths["/events"].post.responses["201"].content["application/json"].schema.$ref).toBe(
      "#/components/schemas/Event",
    );
    expect(doc.components.schemas.EventCreate.required).toEqual(["producer_id", "name", "starts_at"]);
  });

  it("resolves every $ref to a component", () => {
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(50);
    for (const ref of all) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas).toHaveProperty(ref.split("/").pop()!);
    }
  });

  it("is served without a key at /partner/v1/openapi.json", async () => {
    const ctx = {
      db: { insert: () => ({ values: async () => undefined }) },
      clock: { now: () => new Date() },
    };
    const app = createPartnerApp(ctx as unknown as SandboxContext);
    const res = await app.fetch(new Request("http://example.test/partner/v1/openapi.json"));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.openapi).toBe("3.1.0");
    expect(body.servers).toEqual([{ url: "http://example.test/partner/v1" }]);
  });
});
