import { describe, expect, it } from "vitest";

import { OPERATIONS } from "@/lib/contract/operations";

import { createPartnerApp } from "../app";
import type { SandboxContext } from "../context";
import { honoPath } from "../implement";

describe("the sandbox's routes come from the contract's registry", () => {
  const app = createPartnerApp({} as SandboxContext);
  const handlers = app.routes
    .filter((r) => r.method !== "ALL")
    .map((r) => `${r.method} ${r.path}`)
    .filter((route) => route !== "GET /partner/v1/openapi.json");

  it("registers each of the 25 operations exactly once, and nothing else", () => {
    const expected = OPERATIONS.map((op) => `${op.method.toUpperCase()} /partner/v1${honoPath(op.path)}`);
    expect(OPERATIONS).toHaveLength(25);
    expect([...handlers].sort()).toEqual([...expected].sort());
  });

  it("declares buyers' /search before /{buyer_id}, so `search` is never taken for an id", () => {
    const search = handlers.indexOf("GET /partner/v1/producers/:producer_id/buyers/search");
    const byId = handlers.indexOf("GET /partner/v1/producers/:producer_id/buyers/:buyer_id");
    expect(search).toBeGreaterThanOrEqual(0);
    expect(search).toBeLessThan(byId);
  });
});
