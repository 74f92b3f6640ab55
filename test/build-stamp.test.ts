import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { sourceHash, staleBuildReason, writeBuildStamp } from "../scripts/lib/build-stamp.mjs";

// A tree outside any git checkout, so the hash walks the folder (the tarball case).
const root = mkdtempSync(path.join(os.tmpdir(), "build-stamp-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
};

describe("demo build stamp", () => {
  write("app/page.tsx", "export default 1");
  write("package-lock.json", "{}");
  write("next.config.ts", "export default {}");

  it("changes with a source, the lock file or the config, not with docs, tests or build output", () => {
    const first = sourceHash(root);
    expect(sourceHash(root)).toBe(first);
    for (const file of [
      "README.md",
      "e2e/a.spec.ts",
      "lib/x.test.ts",
      ".next/BUILD_ID",
      "node_modules/a/i.js",
    ]) {
      write(file, String(Math.random()));
      expect(sourceHash(root), file).toBe(first);
    }
    for (const file of ["app/page.tsx", "package-lock.json", "next.config.ts", "public/robots.txt"]) {
      const before = sourceHash(root);
      write(file, String(Math.random()));
      expect(sourceHash(root), file).not.toBe(before);
    }
  });

  it("asks for a build when there is none, no stamp, or a stamp of other sources", () => {
    const dist = path.join(root, ".next");
    rmSync(dist, { recursive: true, force: true });
    const hash = sourceHash(root);
    expect(staleBuildReason(dist, hash)).toMatch(/no production build/);
    write(".next/BUILD_ID", "abc");
    expect(staleBuildReason(dist, hash)).toMatch(/no source stamp/);
    writeBuildStamp(dist, hash);
    expect(staleBuildReason(dist, hash)).toBeNull();
    write("app/page.tsx", "export default 2");
    expect(staleBuildReason(dist, sourceHash(root))).toMatch(/sources changed/);
  });
});
