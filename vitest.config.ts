import path from "node:path";

import { defineConfig } from "vitest/config";

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
    // Vitest runs one file at a time on 2 cores (cpus − 1); most files wait on a database or a timer,
    // so a few run side by side. Each uses its own schema or in-memory database.
    maxWorkers: 3,
  },
});
