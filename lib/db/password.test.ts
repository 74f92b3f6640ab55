import { describe, expect, it } from "vitest";

import {
  generatePassword,
  hashPassword,
  needsRehash,
  SCRYPT_PARAMS,
  verifyAgainstDummy,
  verifyPassword,
} from "./password";

describe("password KDF (scrypt)", () => {
  it("encodes parameters, a 16-byte salt and the hash", async () => {
    const encoded = await hashPassword("correct horse");
    const [alg, N, r, p, salt, hash] = encoded.split("$");
    expect([alg, Number(N), Number(r), Number(p)]).toEqual([
      "scrypt",
      SCRYPT_PARAMS.N,
      SCRYPT_PARAMS.r,
      SCRYPT_PARAMS.p,
    ]);
    expect(Buffer.from(salt, "base64url")).toHaveLength(16);
    expect(Buffer.from(hash, "base64url")).toHaveLength(32);
    expect(needsRehash(encoded)).toBe(false);
  });

  it("verifies the right password and rejects others", async () => {
    const encoded = await hashPassword("s3nha-forte");
    expect(await verifyPassword("s3nha-forte", encoded)).toBe(true);
    expect(await verifyPassword("s3nha-fortE", encoded)).toBe(false);
    expect(await verifyPassword("", encoded)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("treats Unicode compositions alike (NFKC)", async () => {
    const encoded = await hashPassword("cafe\u0301");
    expect(await verifyPassword("caf\u00e9", encoded)).toBe(true);
  });

  it("accepts older parameters and flags them for rehash", async () => {
    const weak = await hashPassword("legacy", { N: 2 ** 10, r: 8, p: 1 });
    expect(await verifyPassword("legacy", weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
  });

  it("rejects malformed or abusive encodings without throwing", async () => {
    const good = await hashPassword("x");
    const parts = good.split("$");
    const variants = [
      "",
      "plain-text",
      "bcrypt$2b$10$abc",
      ["scrypt", 2 ** 30, 8, 1, parts[4], parts[5]].join("$"),
      ["scrypt", 1000, 8, 1, parts[4], parts[5]].join("$"),
      ["scrypt", parts[1], 0, 1, parts[4], parts[5]].join("$"),
      ["scrypt", parts[1], 8, 1, "", parts[5]].join("$"),
      ["scrypt", parts[1], 8, 1, parts[4], ""].join("$"),
      `${good}$extra`,
    ];
    for (const v of variants) expect(await verifyPassword("x", v)).toBe(false);
  });

  it("runs the KDF for unknown accounts and always answers false", async () => {
    expect(await verifyAgainstDummy("anything")).toBe(false);
  });

  it("generates long random passwords", () => {
    const a = generatePassword();
    expect(a.length).toBeGreaterThanOrEqual(20);
    expect(a).not.toBe(generatePassword());
  });
});
