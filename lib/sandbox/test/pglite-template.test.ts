import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, expect, it } from "vitest";

import { clonePgliteTemplate } from "./pglite-template";

const root = mkdtempSync(path.join(tmpdir(), "pglite-template-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("puts an initialized cluster in a new folder, so PGlite resumes it instead of running initdb", () => {
  const dir = clonePgliteTemplate(path.join(root, "a", "palco"));
  expect(dir).toBe(path.join(root, "a", "palco"));
  expect(existsSync(path.join(dir, "PG_VERSION"))).toBe(true);
  expect(existsSync(path.join(dir, "global", "pg_control"))).toBe(true);
});

it("refuses a folder that already holds a cluster", () => {
  const dir = clonePgliteTemplate(path.join(root, "b"));
  expect(() => clonePgliteTemplate(dir)).toThrow(/already holds a cluster/);
});
