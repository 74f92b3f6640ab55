import { describe, expect, it } from "vitest";

import { XSS_PAYLOADS } from "@/e2e/xss-payloads";

import { isHttpUrl } from "./http-url";
import { htmlToText, sanitizeHtml } from "./sanitize";

// jsdom ships without types here; a non-literal specifier keeps TypeScript from resolving it.
const JSDOM_MODULE = "jsdom";
type Doc = {
  body: {
    innerHTML: string;
    querySelectorAll(
      s: string,
    ): ArrayLike<{ tagName: string; attributes: ArrayLike<{ name: string; value: string }> }>;
  };
};
const { JSDOM } = (await import(JSDOM_MODULE)) as {
  JSDOM: new (html: string) => { window: { document: Doc } };
};

/** Parses sanitized output and lists whatever could run or navigate somewhere unsafe. */
function dangers(html: string): string[] {
  const doc = new JSDOM(`<!doctype html><body>${html}`).window.document;
  const found: string[] = [];
  for (const el of Array.from(doc.body.querySelectorAll("*"))) {
    const tag = el.tagName.toLowerCase();
    if (
      [
        "script",
        "iframe",
        "object",
        "embed",
        "base",
        "meta",
        "link",
        "style",
        "form",
        "svg",
        "math",
        "frame",
        "frameset",
      ].includes(tag)
    )
      found.push(tag);
    for (const { name, value } of Array.from(el.attributes)) {
      if (name.startsWith("on") || name === "srcdoc" || name === "style" || name === "formaction")
        found.push(`${tag}[${name}]`);
      if (["href", "src", "action", "data", "xlink:href"].includes(name) && !/^https?:\/\//i.test(value))
        found.push(`${tag}[${name}=${value}]`);
    }
  }
  return found;
}

const PAYLOADS = [
  `<img src=x onerror=alert(1)>`,
  `<script>alert(1)</script>`,
  `<a href="javascript:alert(1)">x</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href="&#106;avascript:alert(1)">x</a>`,
  `<a href=" javascript:alert(1)">x</a>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<base href="https://evil.example/">`,
  `<meta http-equiv="refresh" content="0;url=https://evil.example">`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg onload=alert(1)>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<div style="background:url(javascript:alert(1))">x</div>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<img src="data:image/svg+xml,<svg onload=alert(1)>">`,
  `<a href="data:text/html,<script>alert(1)</script>">x</a>`,
  `<details open ontoggle=alert(1)>`,
  `<input autofocus onfocus=alert(1)>`,
  `<video><source onerror=alert(1)></video>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<img srcset="javascript:alert(1) 1x">`,
  `<form action="javascript:alert(1)"><button>x</button></form>`,
];

describe(`${XSS_PAYLOADS.length} XSS payloads`, () => {
  it("has at least 200", () => expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(200));

  it("the checker itself flags unsanitized input", () => {
    expect(dangers(`<img src=x onerror="x"><a href="javascript:x">a</a><script></script>`)).toEqual([
      "img[src=x]",
      "img[onerror]",
      "a[href=javascript:x]",
      "script",
    ]);
  });

  it.each(XSS_PAYLOADS)("%s → nothing executable, and sanitizing twice equals once", (payload) => {
    const once = sanitizeHtml(payload);
    expect(dangers(once)).toEqual([]);
    expect(sanitizeHtml(once)).toBe(once);
  });

  it("all of them at once", () => expect(dangers(sanitizeHtml(XSS_PAYLOADS.join("\n")))).toEqual([]));
});

describe("sanitizeHtml", () => {
  it.each(PAYLOADS)("neutralises %s", (payload) => {
    const out = sanitizeHtml(payload);
    expect(out).not.toMatch(
      /<script|onerror|onload|ontoggle|onfocus|javascript:|vbscript:|data:|srcdoc|<base|<meta|<iframe|<svg|<style|<form|<object|<embed/i,
    );
    expect(sanitizeHtml(out)).toBe(out);
  });

  it("keeps ordinary formatting", () => {
    const html = `<p>Show <strong>bold</strong> <em>it</em></p><ul><li>one</li></ul><h2>Title</h2>`;
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("hardens links: http(s) only, rel and target added", () => {
    expect(sanitizeHtml(`<a href="https://example.com">x</a>`)).toBe(
      `<a href="https://example.com" rel="noopener noreferrer" target="_blank">x</a>`,
    );
    expect(sanitizeHtml(`<a href="/admin">x</a>`)).toBe(`<a>x</a>`);
    expect(sanitizeHtml(`<a href="//evil.example">x</a>`)).toBe(`<a>x</a>`);
    expect(sanitizeHtml(`<a href="mailto:a@b.c" target="_self" rel="opener">x</a>`)).toBe(`<a>x</a>`);
  });

  it("gives every image an alt and drops images without a usable src", () => {
    expect(sanitizeHtml(`<img src="https://cdn.example/a.png">`)).toBe(
      `<img src="https://cdn.example/a.png" alt="">`,
    );
    expect(sanitizeHtml(`<img src="https://cdn.example/a.png" alt="Stage">`)).toBe(
      `<img src="https://cdn.example/a.png" alt="Stage">`,
    );
    expect(sanitizeHtml(`<p><img src="javascript:alert(1)">x</p>`)).toBe(`<p>x</p>`);
  });

  it("is idempotent on mixed content", () => {
    const once = sanitizeHtml(
      `<p onclick="x()">Hi <a href="http://a.example">a</a><img src="http://i.example/i.png"></p>`,
    );
    expect(sanitizeHtml(once)).toBe(once);
  });

  it("does not leak its hook to other DOMPurify callers", async () => {
    sanitizeHtml(`<a href="https://example.com">x</a>`);
    const { default: DOMPurify } = await import("isomorphic-dompurify");
    expect(DOMPurify.sanitize(`<a href="/x">x</a>`)).toBe(`<a href="/x">x</a>`);
  });

  it("drops ids, names and focus order, which could clash with the page", () => {
    expect(sanitizeHtml(`<p id="main" name="x" tabindex="3" accesskey="k">a</p><marquee>b</marquee>`)).toBe(
      "<p>a</p>b",
    );
  });

  it("handles empty input", () => {
    expect(sanitizeHtml(null)).toBe("");
    expect(sanitizeHtml("")).toBe("");
  });
});

describe("helpers", () => {
  it("isHttpUrl", () => {
    expect(isHttpUrl("https://a.example/x.png")).toBe(true);
    expect(isHttpUrl("http://a.example")).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "/x",
      "//a.example",
      "data:image/png;base64,AA",
      "ftp://a",
      "",
      null,
    ]) {
      expect(isHttpUrl(bad)).toBe(false);
    }
  });

  it("htmlToText", () =>
    expect(htmlToText(`<p>Hello <b>world</b><script>x</script></p>`)).toBe("Hello world"));
});
