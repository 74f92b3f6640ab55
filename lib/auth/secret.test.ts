import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readOrCreateSecretFile } from "./secret";

describe("auth secret file", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "palco-secret-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("creates 32 random bytes (base64url) with mode 600, in a missing folder", async () => {
    const file = path.join(dir, "nested", "auth-secret");
    const secret = readOrCreateSecretFile(file);
    expect(Buffer.from(secret, "base64url")).toHaveLength(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(readOrCreateSecretFile(file)).toBe(secret);
    expect((await readFile(file, "utf8")).trim()).toBe(secret);
  });

  it("refuses a file that holds too short a secret", async () => {
    const file = path.join(dir, "short");
    await writeFile(file, "tiny\n");
    expect(() => readOrCreateSecretFile(file)).toThrow(/usable secret/);
  });
});
