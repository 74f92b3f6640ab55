import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { failedNames, suiteResult } from "../scripts/lib/summary.mjs";

const dir = mkdtempSync(join(tmpdir(), "summary-"));
const write = (name: string, body: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(body));
  return file;
};

describe("npm test's summary", () => {
  it("names vitest's failed tests and files that did not load, and counts them", () => {
    const file = write("vitest.json", {
      numPassedTests: 2,
      numFailedTests: 1,
      testResults: [
        {
          name: "/x/repo/lib/money.test.ts",
          status: "failed",
          assertionResults: [
            { status: "passed", fullName: "money parses" },
            { status: "failed", fullName: "money refuses floats" },
          ],
        },
        { name: "/x/repo/test/broken.test.ts", status: "failed", assertionResults: [] },
      ],
    });
    expect(failedNames("vitest", file)).toEqual([
      "lib/money.test.ts › money refuses floats",
      "test/broken.test.ts › (did not load)",
    ]);
    expect(suiteResult("vitest", file, 1)).toEqual({ passed: 2, failed: 2 });
  });

  it("names Playwright's unexpected and skipped tests in nested suites, and run errors", () => {
    const file = write("playwright.json", {
      stats: { expected: 1, unexpected: 1, skipped: 1 },
      errors: [{ message: "webServer exited\nmore" }],
      suites: [
        {
          file: "orders.spec.ts",
          specs: [{ title: "cancels", tests: [{ status: "unexpected" }] }],
          suites: [{ specs: [{ title: "exports", file: "orders.spec.ts", tests: [{ status: "skipped" }] }] }],
        },
        { file: "ok.spec.ts", specs: [{ title: "fine", tests: [{ status: "expected" }] }] },
      ],
    });
    expect(failedNames("playwright", file)).toEqual([
      "orders.spec.ts › cancels",
      "orders.spec.ts › exports",
      "(run) webServer exited",
    ]);
  });

  it("has nothing to name without a report", () => {
    expect(failedNames("vitest", join(dir, "missing.json"))).toEqual([]);
  });
});
