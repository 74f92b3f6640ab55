import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import { describe, expect, it } from "vitest";

// lib/auth reads users through lib/db; the reverse import would close a circle (roles and password
// hashing live here for that reason).
describe("lib/db", () => {
  it("imports nothing from lib/auth", async () => {
    const dir = import.meta.dirname;
    const files = (await readdir(dir, { recursive: true })).filter((f) => /\.tsx?$/.test(f));
    const offenders: string[] = [];
    for (const file of files) {
      const source = await readFile(path.join(dir, file), "utf8");
      if (/from\s+["'](?:@\/lib\/auth|(?:\.\.\/)+auth)(?:\/|["'])/.test(source)) offenders.push(file);
    }
    expect(files.length).toBeGreaterThan(5);
    expect(offenders).toEqual([]);
  });
});
