import { describe, expect, it } from "vitest";

import { explainSignature } from "./playground";
import { signatureHeader } from "./signature";

const held = [{ endpointId: "ep-1", secret: "whsec_held_0123456789" }];

describe("signature playground", () => {
  it("names the endpoint whose secret matched, never the secret", () => {
    const body = JSON.stringify({ id: "d1", type: "order.paid" });
    const verdict = explainSignature(body, signatureHeader(held[0].secret, body), held);
    expect(verdict.valid).toBe(true);
    expect(verdict.steps).toContainEqual({
      step: "secrets",
      ok: true,
      tried: 1,
      matched: "ep-1",
      pasted: false,
    });
    expect(JSON.stringify(verdict)).not.toContain(held[0].secret);
  });

  it("tells a re-serialized body from a wrong secret", () => {
    const compact = JSON.stringify({ id: "d1", type: "order.paid" });
    const pretty = JSON.stringify(JSON.parse(compact), null, 2);
    const reserialized = explainSignature(pretty, signatureHeader(held[0].secret, compact), held);
    expect(reserialized.valid).toBe(false);
    expect(reserialized.steps.at(-1)).toEqual({ step: "reserialized", ok: false });
    const wrong = explainSignature(compact, signatureHeader("whsec_other_0123456789", compact), held);
    expect(wrong.steps.at(-1)).toEqual({ step: "reserialized", ok: true });
  });

  it("stops at a malformed header and accepts a pasted secret", () => {
    expect(explainSignature("{}", "sha1=abc", held).steps[0]).toEqual({
      step: "header",
      ok: false,
      problem: "scheme",
    });
    const verdict = explainSignature(
      "Hello, World!",
      signatureHeader("It's a Secret to Everybody", "Hello, World!"),
      held,
      "It's a Secret to Everybody",
    );
    expect(verdict.valid).toBe(true);
    expect(verdict.steps.find((s) => s.step === "body")).toMatchObject({ json: false, bytes: 13 });
  });
});
