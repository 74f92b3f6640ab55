// Turns each suite's JSON report into {passed, failed}; `npm test` sums them into its last line.
import { existsSync, readFileSync } from "node:fs";

function readJson(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Vitest's json reporter. A file that fails to load (0 tests, status "failed") counts as one failure. */
export function countVitest(report) {
  if (!report) return null;
  let failed = report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const failedInside = (file.assertionResults ?? []).some((a) => a.status === "failed");
    if (file.status === "failed" && !failedInside) failed += 1;
  }
  return { passed: report.numPassedTests ?? 0, failed };
}

/**
 * Playwright's json reporter. Run-level errors (config, webServer, global setup) count as one failure;
 * skipped tests count as failures too: the suite skips none on purpose, so they are tests a run cut short
 * (its global timeout) never ran.
 */
export function countPlaywright(report) {
  if (!report?.stats) return null;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const runErrors = (report.errors ?? []).length > 0 && unexpected === 0 ? 1 : 0;
  return { passed: expected + flaky, failed: unexpected + skipped + runErrors };
}

/**
 * One suite's counts from its report and exit code: a non-zero exit always yields at least one
 * failure (a crash before the report is written must not look green).
 */
export function suiteResult(kind, reportFile, exitCode) {
  const counts =
    kind === "vitest" ? countVitest(readJson(reportFile)) : countPlaywright(readJson(reportFile));
  const result = counts ?? { passed: 0, failed: 0 };
  if (exitCode !== 0 && result.failed === 0) result.failed = 1;
  return result;
}

/**
 * The names of the failed tests in a report ("file › test"), at most `limit`: CI keeps only the tail of
 * the output, so the summary repeats them where they will be read.
 */
export function failedNames(kind, reportFile, limit = 20) {
  const report = readJson(reportFile);
  if (!report) return [];
  const names = [];
  if (kind === "vitest") {
    for (const file of report.testResults ?? []) {
      const rel = String(file.name ?? "").replace(/^.*?\/(test|lib|app|components|scripts|bench)\//, "$1/");
      const failing = (file.assertionResults ?? []).filter((a) => a.status === "failed");
      for (const a of failing) names.push(`${rel} › ${a.fullName ?? a.title}`);
      if (file.status === "failed" && failing.length === 0) names.push(`${rel} › (did not load)`);
    }
  } else {
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        const bad = (spec.tests ?? []).some((t) => t.status === "unexpected" || t.status === "skipped");
        if (bad) names.push(`${spec.file ?? file} › ${spec.title}`);
      }
      for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
    };
    for (const suite of report.suites ?? []) walk(suite, suite.file);
    for (const error of report.errors ?? [])
      names.push(`(run) ${String(error.message ?? "").split("\n")[0]}`);
  }
  return names.slice(0, limit);
}

export function sum(results) {
  return results.reduce((t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed }), {
    passed: 0,
    failed: 0,
  });
}
