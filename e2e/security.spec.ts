import { existsSync } from "node:fs";
import path from "node:path";

import type { APIRequestContext } from "@playwright/test";

import { expect, seedOutput, test } from "./fixtures";
import {
  formatHits,
  scanDir,
  scanLogFile,
  scanText,
  type SecretHit,
  type Secrets,
} from "../test/secrets-scan";

// The Partner key and AUTH_SECRET must never reach a browser: not in the client bundle, not in any HTML
// or RSC payload of the pages an admin can open, not in the server's log.
test.describe.configure({ mode: "serial" });

const START = ["/", "/events", "/login", "/buyers", "/birthdays", "/webhooks", "/team", "/audit"];
const MAX_PAGES = 30;

function secrets(): Secrets {
  const { apiKey } = seedOutput();
  expect(apiKey, "the seed output names the sandbox's demo API key").toBeTruthy();
  return { "Partner API key": apiKey, AUTH_SECRET: process.env.E2E_AUTH_SECRET };
}

function sameOriginLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"#?]*)/g)]
    .map((m) => m[1])
    .filter((p) => !/^\/(_next|api|partner|sandbox)\b/.test(p) && !/\.\w{2,4}$/.test(p))
    .filter((p) => !/log-?out|sign-?out|sair/i.test(p)); // keep the session for the rest of the crawl
}

/** Breadth-first crawl; returns every HTML and RSC payload fetched. */
async function crawl(request: APIRequestContext) {
  const queue = [...START];
  const seen = new Set<string>();
  const payloads: { where: string; body: Buffer; type: string }[] = [];
  while (queue.length && seen.size < MAX_PAGES) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const html = await request.get(url);
    payloads.push({
      where: `HTML ${url}`,
      body: await html.body(),
      type: html.headers()["content-type"] ?? "",
    });
    const rsc = await request.get(url, { headers: { RSC: "1" } });
    payloads.push({ where: `RSC ${url}`, body: await rsc.body(), type: rsc.headers()["content-type"] ?? "" });
    queue.push(...sameOriginLinks(await html.text()));
  }
  return payloads;
}

test("admin pages' HTML and RSC payloads contain neither the Partner key nor AUTH_SECRET", async ({
  loginAs,
}) => {
  test.setTimeout(120_000);
  const page = await loginAs("admin");
  const home = await page.context().request.get("/");
  expect(new URL(home.url()).pathname, "the crawl runs signed in").not.toMatch(/^\/login/);

  const payloads = await crawl(page.context().request);
  expect(payloads.filter((p) => p.type.includes("text/html")).length).toBeGreaterThan(0);
  expect(
    payloads.filter((p) => p.type.includes("text/x-component")).length,
    "RSC payloads were fetched",
  ).toBeGreaterThan(0);
  const hits: SecretHit[] = payloads.flatMap((p) => scanText(p.body, secrets(), p.where));
  expect(hits, `secrets in responses:\n${formatHits(hits)}`).toEqual([]);
});

test("the client bundle (.next static) contains neither", () => {
  const dir = path.resolve(process.env.E2E_DIST_DIR ?? ".next-e2e", "static");
  expect(existsSync(dir), `${dir} exists (production build)`).toBe(true);
  const { files, hits } = scanDir(dir, secrets());
  expect(files).toBeGreaterThan(0);
  expect(hits, `secrets in ${dir}:\n${formatHits(hits)}`).toEqual([]);
});

test("the server log so far contains neither", () => {
  const file = path.join(process.env.E2E_DATA_DIR ?? "", "server.log");
  const hits = scanLogFile(file, secrets());
  expect(hits, formatHits(hits)).toEqual([]);
});

function directive(csp: string, name: string): string {
  return (
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? ""
  );
}

async function expectHardenedHtml(request: APIRequestContext, url: string) {
  const [first, second] = [await request.get(url), await request.get(url)];
  const nonces = [];
  for (const res of [first, second]) {
    const h = res.headers();
    expect(h["content-type"], `${url} is an HTML page`).toContain("text/html");
    const csp = h["content-security-policy"] ?? "";
    const scriptSrc = directive(csp, "script-src");
    expect(scriptSrc, `script-src of ${url}: ${csp}`).toMatch(/'nonce-[A-Za-z0-9+/=_-]{16,}'/);
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"], "Referrer-Policy is set").toBeTruthy();
    expect(h["x-powered-by"]).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1];
    const scripts = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(
      scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`)),
      "every <script> carries the nonce",
    ).toEqual([]);
    nonces.push(nonce);
  }
  expect(nonces[0], "a fresh nonce per response").not.toBe(nonces[1]);
}

test("HTML pages send a per-request nonce CSP and hardening headers", async ({ request, loginAs }) => {
  await expectHardenedHtml(request, "/login");
  const admin = await loginAs("admin");
  await expectHardenedHtml(admin.context().request, "/");
});

test("x-middleware-subrequest does not skip the sign-in redirect", async ({ request }) => {
  for (const value of [
    "proxy:proxy:proxy:proxy:proxy",
    "middleware:middleware:middleware:middleware:middleware",
  ]) {
    const res = await request.get("/", { headers: { "x-middleware-subrequest": value } });
    expect(new URL(res.url()).pathname, `/ with x-middleware-subrequest: ${value}`).toMatch(/^\/login/);
  }
});

test("the login page loads without CSP violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(m.text())) violations.push(m.text());
  });
  await page.goto("/login", { waitUntil: "networkidle" });
  expect(violations).toEqual([]);
});
