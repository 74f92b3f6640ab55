import { readFileSync } from "node:fs";
import path from "node:path";

import { globSync } from "tinyglobby";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files that mostly wait — on processes they kill and restart, on pg-boss's 10 s heartbeat, on retries —
 * run first: their waiting then overlaps the CPU-bound files and npm test's build beside them. In the
 * default order (largest file first in a fresh clone) four of them, 90 s each, started late and ended the
 * run nearly alone.
 */
const WAITING = /(crash|chaos)\.test\.ts$/;

class WaitingFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const waits = (f: TestSpecification) => WAITING.test(f.moduleId);
    return [...sorted.filter(waits), ...sorted.filter((f) => !waits(f))];
  }
}

const INCLUDE = ["lib/**/*.test.ts", "test/**/*.test.ts"];

/**
 * Test files that change what other files would see: module mocks, stubbed environment or globals. They
 * run isolated (each in a fresh module graph); every other file shares its worker's modules with the
 * files before it. Isolation re-imported PGlite (its WebAssembly compiled again), drizzle, zod and the
 * app's modules for each of 218 files: 933 CPU-s for the suite, 694 as split here. A file counts when it
 * or a file it imports relatively (test support sits beside its tests: `events.mocks.ts`) does any of
 * these, so a new mock is isolated without a list to keep.
 */
const CHANGES_SHARED_STATE =
  /\bvi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules)\b|process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env/;
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g;

function changesSharedState(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return false;
  }
  if (CHANGES_SHARED_STATE.test(text)) return true;
  for (const [, spec] of text.matchAll(RELATIVE_IMPORT)) {
    const base = path.resolve(path.dirname(file), spec);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")])
      if (/\.tsx?$/.test(candidate) && changesSharedState(candidate, seen)) return true;
  }
  return false;
}

/**
 * Files that hold process-wide state on purpose (the embedded sandbox, the live bus, the singletons
 * helper) and test it from a fresh process.
 */
const PROCESS_STATE = [
  "lib/sandbox/embedded.test.ts",
  "lib/process-singleton.test.ts",
  "lib/live/bus.test.ts",
  "lib/boot.test.ts",
];

const root = import.meta.dirname;
const ISOLATED = [
  ...new Set([
    ...PROCESS_STATE,
    ...globSync(INCLUDE, { cwd: root }).filter((f) => changesSharedState(path.join(root, f))),
  ]),
].sort();

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      "server-only": path.resolve(import.meta.dirname, "test/server-only-stub.ts"),
    },
  },
  test: {
    environment: "node",
    // initdb once per run: tests that open a fresh PGlite copy its cluster (clonePgliteTemplate).
    globalSetup: ["lib/sandbox/test/pglite-template.setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    sequence: { sequencer: WaitingFirst },
    // Vitest runs one file at a time on 2 cores (cpus − 1); most files wait on a database or a timer,
    // so a few run side by side. Each uses its own schema or in-memory database.
    maxWorkers: 3,
    projects: [
      { extends: true, test: { name: "isolated", include: ISOLATED, isolate: true } },
      { extends: true, test: { name: "shared", include: INCLUDE, exclude: ISOLATED, isolate: false } },
    ],
  },
});
