import { describe, expect, it } from "vitest";

import { deriveKey, openSecret, sealSecret } from "./secret-box";
import { findSigner, parseSignatureHeader, signatureHeader, verifySignature } from "./signature";

// GitHub's documented known-answer vector (TESTPLAN.md "Webhook receiver").
const SECRET = "It's a Secret to Everybody";
const BODY = "Hello, World!";
const EXPECTED = "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17";

describe("signature", () => {
  it("matches GitHub's known-answer vector", () => {
    expect(signatureHeader(SECRET, BODY)).toBe(EXPECTED);
    expect(verifySignature(SECRET, BODY, EXPECTED)).toBe(true);
  });

  it("rejects one flipped character of the signature, the body or the secret", () => {
    expect(verifySignature(SECRET, BODY, EXPECTED.replace(/e17$/, "e18"))).toBe(false);
    expect(verifySignature(SECRET, "Hello, World?", EXPECTED)).toBe(false);
    expect(verifySignature("It's a Secret to Everybodz", BODY, EXPECTED)).toBe(false);
  });

  it.each([
    [null, "missing"],
    ["", "missing"],
    ["sha1=757107ea0eb2509fc211221cce984b8a37570b6d", "scheme"],
    [EXPECTED.toUpperCase().replace("SHA256=", "sha256="), "uppercase"],
    [EXPECTED.slice(0, -2), "length"],
    [EXPECTED + "00", "length"],
    [EXPECTED.replace(/.$/, "g"), "not_hex"],
    ["757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17", "scheme"],
  ])("a malformed header %j is refused (%s)", (header, problem) => {
    expect(parseSignatureHeader(header)).toEqual({ ok: false, problem });
    expect(verifySignature(SECRET, BODY, header)).toBe(false);
  });

  it("never matches an empty secret", () => {
    expect(verifySignature("", BODY, signatureHeader("", BODY))).toBe(false);
  });

  it("finds which held secret signed (rotation overlap)", () => {
    const held = [
      { endpointId: "old", secret: "old-secret" },
      { endpointId: "new", secret: "new-secret" },
    ];
    const digest = (s: string) => {
      const p = parseSignatureHeader(signatureHeader(s, BODY));
      if (!p.ok) throw new Error("bad");
      return p.digest;
    };
    expect(findSigner(held, Buffer.from(BODY), digest("new-secret"))?.endpointId).toBe("new");
    expect(findSigner(held, Buffer.from(BODY), digest("old-secret"))?.endpointId).toBe("old");
    expect(findSigner(held, Buffer.from(BODY), digest("other"))).toBeNull();
  });
});

describe("secret box (AES-256-GCM, key from AUTH_SECRET by HKDF)", () => {
  const key = deriveKey("x".repeat(32));

  it("round-trips and never stores the secret in clear", () => {
    const sealed = sealSecret(key, "whsec_abc");
    expect(sealed).not.toContain("whsec_abc");
    expect(sealed).not.toBe(sealSecret(key, "whsec_abc"));
    expect(openSecret(key, sealed)).toBe("whsec_abc");
  });

  it("refuses an altered value and another AUTH_SECRET's key", () => {
    const sealed = sealSecret(key, "whsec_abc");
    const parts = sealed.split(".");
    parts[3] = Buffer.from("whsec_abd").toString("base64url");
    expect(() => openSecret(key, parts.join("."))).toThrow();
    expect(() => openSecret(deriveKey("y".repeat(32)), sealed)).toThrow();
  });
});
