// Types for summary.mjs (a plain script the test runner imports before anything is built).
export type Counts = { passed: number; failed: number };
export type SuiteKind = "vitest" | "playwright";
export function countVitest(report: unknown): Counts | null;
export function countPlaywright(report: unknown): Counts | null;
export function suiteResult(kind: SuiteKind, reportFile: string, exitCode: number): Counts;
export function failedNames(kind: SuiteKind, reportFile: string, limit?: number): string[];
export function sum(results: Counts[]): Counts;
