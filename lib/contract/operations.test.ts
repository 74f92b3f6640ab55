import { describe, expect, it } from "vitest";

import { operationPath, pathParamNames } from "./operation";
import { operations, OPERATIONS } from "./operations";

describe("the operations registry", () => {
  it("names each entry by its operationId, with a unique method and path", () => {
    for (const [key, op] of Object.entries(operations)) expect(op.operationId).toBe(key);
    const routes = OPERATIONS.map((op) => `${op.method} ${op.path}`);
    expect(new Set(routes).size).toBe(OPERATIONS.length);
  });

  it("gives a body only to writes, and a response schema to everything but 204", () => {
    for (const op of OPERATIONS) {
      if (op.body) expect(op.method).not.toBe("get");
      expect(op.success.schema === undefined).toBe(op.success.status === 204);
    }
  });

  it("fills path parameters as single encoded segments", () => {
    const path = operations.getOrder.path;
    expect(pathParamNames(path)).toEqual(["event_id", "order_id"]);
    expect(operationPath(path, { event_id: "a b/c", order_id: 42 })).toBe("/events/a%20b%2Fc/orders/42");
    expect(() => operationPath(path, { event_id: "..", order_id: "x" })).toThrow(TypeError);
    expect(() => operationPath(path, { event_id: "", order_id: "x" })).toThrow(TypeError);
    expect(() => operationPath(path, { event_id: "e" })).toThrow(/order_id/);
  });
});
