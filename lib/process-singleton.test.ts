import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it, vi } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

function sourcesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourcesUnder(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}
const SOURCES = ["app", "components", "lib"].flatMap(sourcesUnder).concat("instrumentation.ts");

describe("processSingleton", () => {
  it("gives every copy of a module the same value, made once", async () => {
    const create = vi.fn(() => ({ opened: 0 }));
    const first = (await import("./process-singleton")).processSingleton("test.shared", create);
    first.opened++;
    vi.resetModules(); // a second bundle's copy of the module, as Next loads one per route
    const second = (await import("./process-singleton")).processSingleton("test.shared", create);
    expect(second).toBe(first);
    expect(second.opened).toBe(1);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("keeps a value that is falsy", async () => {
    const { processSingleton } = await import("./process-singleton");
    expect(processSingleton("test.zero", () => 0)).toBe(0);
    expect(processSingleton("test.zero", () => 1)).toBe(0);
  });

  it("is the one way to keep process-wide state: no other globalThis holder, each key used once", () => {
    const holders = SOURCES.filter(
      (f) =>
        f !== "lib/process-singleton.ts" && /globalThis as\b/.test(readFileSync(path.join(ROOT, f), "utf8")),
    );
    expect(holders).toEqual([]);
    const keys = SOURCES.flatMap((f) =>
      [
        ...readFileSync(path.join(ROOT, f), "utf8").matchAll(/processSingleton(?:<[^(]*>)?\(\s*"([^"]+)"/g),
      ].map((m) => `${m[1]} (${f})`),
    );
    expect(keys.length).toBeGreaterThanOrEqual(11);
    const names = keys.map((k) => k.split(" ")[0]);
    expect(keys.filter((_, i) => names.indexOf(names[i]) !== i)).toEqual([]);
  });
});
