import path from "node:path";

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

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      "server-only": path.resolve(import.meta.dirname, "test/server-only-stub.ts"),
    },
  },
  test: {
    environment: "node",
    include: ["lib/**/*.test.ts", "test/**/*.test.ts"],
    // initdb once per run: tests that open a fresh PGlite copy its cluster (clonePgliteTemplate).
    globalSetup: ["lib/sandbox/test/pglite-template.setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    sequence: { sequencer: WaitingFirst },
    // Vitest runs one file at a time on 2 cores (cpus − 1); most files wait on a database or a timer,
    // so a few run side by side. Each uses its own schema or in-memory database.
    maxWorkers: 3,
  },
});
