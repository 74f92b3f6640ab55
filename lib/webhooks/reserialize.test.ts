import { describe, expect, it } from "vitest";

import { compactForms, inContractOrder, type Json } from "./reserialize";
import { envelope } from "./webhooks.test-support";

/** Every object's keys in reverse order, at every depth: what a proxy that rebuilds the JSON may send. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([k, v]) => [k, reversed(v)]),
  );
}

describe("compactForms", () => {
  it("finds the contract-ordered bytes of a body whose keys were reordered and whitespace added", () => {
    const signed = JSON.stringify(inContractOrder(reversed(envelope()) as Json));
    const received = JSON.stringify(reversed(JSON.parse(signed)), null, 2);
    expect(received).not.toBe(signed);
    expect(compactForms(received)).toContain(signed);
  });

  it("finds sorted-key bytes, keeps unknown keys, and offers nothing for a body that is not JSON", () => {
    const doc = { ...envelope(), zeta: 1, alpha: { b: 2, a: [{ d: 1, c: 2 }] } };
    const sorted = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(sorted)
        : v && typeof v === "object"
          ? Object.fromEntries(
              Object.keys(v)
                .sort()
                .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
            )
          : v;
    const signed = JSON.stringify(sorted(doc));
    expect(compactForms(JSON.stringify(reversed(doc)))).toContain(signed);
    expect(compactForms("not json {")).toEqual([]);
  });
});
