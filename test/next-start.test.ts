import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { MALLOC_ENV } from "../scripts/lib/next-start.mjs";

// npm start cannot import the module, so its script spells the variables itself; this keeps the two
// from drifting apart (the demo, e2e and bench servers take them from the module).
describe("malloc settings for next start", () => {
  it("npm start sets what spawnNextStart sets for the demo, e2e and bench servers", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    const assignments = Object.entries(MALLOC_ENV).map(([name, value]) => `${name}=${value}`);
    expect(assignments.length).toBeGreaterThan(0);
    for (const assignment of assignments) expect(pkg.scripts.start).toContain(`${assignment} `);
    expect(pkg.scripts.start).toMatch(/next start$/);
  });
});
