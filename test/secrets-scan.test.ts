import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { scanDir, scanLogFile, scanText, secretVariants } from "./secrets-scan";

const secrets = { key: "pk_test_abc/123+xyz=", AUTH_SECRET: "s3cr3t-value-of-32-characters!!" };
const dir = mkdtempSync(path.join(os.tmpdir(), "secrets-scan-"));
const logDir = mkdtempSync(path.join(os.tmpdir(), "secrets-scan-log-"));
afterAll(() => {
  for (const d of [dir, logDir]) rmSync(d, { recursive: true, force: true });
});

describe("secrets scan", () => {
  it("finds a secret in a nested file and names it", () => {
    mkdirSync(path.join(dir, "static/chunks"), { recursive: true });
    writeFileSync(path.join(dir, "static/chunks/app.js"), `var a="x";var k="${secrets.key}";`);
    writeFileSync(path.join(dir, "static/clean.css"), "body{color:red}");
    const { files, hits } = scanDir(dir, secrets);
    expect(files).toBe(2);
    expect(hits).toEqual([{ secret: "key", where: path.join(dir, "static/chunks/app.js"), index: 17 }]);
  });

  it("finds URL-encoded and JSON-escaped forms", () => {
    expect(scanText(`?k=${encodeURIComponent(secrets.key)}`, secrets, "url")).toHaveLength(1);
    expect(scanText(JSON.stringify({ k: secrets.key }).replace(/\//g, "\\/"), secrets, "json")).toHaveLength(
      1,
    );
    expect(secretVariants("plain-value-without-specials")).toEqual(["plain-value-without-specials"]);
  });

  it("counts every occurrence and reports none in clean payloads", () => {
    expect(scanText(`${secrets.AUTH_SECRET}..${secrets.AUTH_SECRET}`, secrets, "x")).toHaveLength(2);
    expect(scanText("<html>nothing here</html>", secrets, "x")).toEqual([]);
  });

  it("refuses a missing or short secret instead of scanning for nothing", () => {
    expect(() => scanText("abc", { key: undefined }, "x")).toThrow(/missing or shorter/);
    expect(() => scanText("abc", { key: "short" }, "x")).toThrow(/missing or shorter/);
  });

  it("fails on a missing or empty log file instead of reporting it clean", () => {
    const log = path.join(logDir, "server.log");
    expect(() => scanLogFile(log, secrets)).toThrow(/missing/);
    writeFileSync(log, "");
    expect(() => scanLogFile(log, secrets)).toThrow(/empty/);
    writeFileSync(log, `ready\nkey=${secrets.key}\n`);
    expect(scanLogFile(log, secrets)).toEqual([{ secret: "key", where: "server.log", index: 10 }]);
  });
});
