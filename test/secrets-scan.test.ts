import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { scanDir, scanText, secretVariants } from "./secrets-scan";

const secrets = { key: "pk_test_abc/123+xyz=", AUTH_SECRET: "s3cr3t-value-of-32-characters!!" };
const dir = mkdtempSync(path.join(os.tmpdir(), "secrets-scan-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
});
