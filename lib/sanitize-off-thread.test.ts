import { Worker } from "node:worker_threads";

import { afterEach, describe, expect, it, vi } from "vitest";

import { XSS_PAYLOADS } from "@/e2e/xss-payloads";

import { sanitizeHtml } from "./sanitize";
import { createOffThreadSanitizer, type OffThreadSanitizer } from "./sanitize-off-thread";

vi.mock("server-only", () => ({}));

const ENTRY = new URL("./sanitize-worker.ts", import.meta.url);

/** The real worker entry (TypeScript through tsx, as Next's build would compile it), counting spawns and requests. */
function counted() {
  const counts = { spawned: 0, requests: 0 };
  const spawn = () => {
    counts.spawned++;
    const worker = new Worker(
      `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(ENTRY.href)}); })`,
      { eval: true },
    );
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message: unknown) => {
      counts.requests++;
      post(message);
    };
    return worker;
  };
  return { counts, spawn };
}

let sanitizer: OffThreadSanitizer | undefined;
afterEach(async () => {
  await sanitizer?.close();
  sanitizer = undefined;
});

describe("sanitizeHtml off the main thread", () => {
  it("returns what sanitizeHtml returns, for every XSS payload at once", async () => {
    const { spawn } = counted();
    sanitizer = createOffThreadSanitizer({ spawn });
    const dirty = XSS_PAYLOADS.join("\n");
    expect(await sanitizer.sanitize(dirty)).toBe(sanitizeHtml(dirty));
    expect(await sanitizer.sanitize("<p onclick=alert(1)>Olá <script>x()</script></p>")).toBe("<p>Olá </p>");
  });

  it("answers empty input without a worker", async () => {
    const { counts, spawn } = counted();
    sanitizer = createOffThreadSanitizer({ spawn });
    expect(await sanitizer.sanitize(null)).toBe("");
    expect(await sanitizer.sanitize("")).toBe("");
    expect(counts.spawned).toBe(0);
    expect(sanitizer.running()).toBe(false);
  });

  it("asks the worker once per distinct input, concurrent callers included", async () => {
    const { counts, spawn } = counted();
    sanitizer = createOffThreadSanitizer({ spawn });
    const bio = "<h2>Line-up</h2><a href='javascript:x'>a</a>";
    const results = await Promise.all([1, 2, 3].map(() => sanitizer!.sanitize(bio)));
    expect(new Set(results)).toEqual(new Set(["<h2>Line-up</h2><a>a</a>"]));
    await sanitizer.sanitize(bio);
    expect(counts).toEqual({ spawned: 1, requests: 1 });
    await sanitizer.sanitize(`${bio} `);
    expect(counts.requests).toBe(2);
  });

  it("forgets the least recently used results beyond its bound", async () => {
    const { counts, spawn } = counted();
    sanitizer = createOffThreadSanitizer({ spawn, cacheEntries: 2 });
    for (const html of ["<b>a</b>", "<b>b</b>", "<b>a</b>", "<b>c</b>", "<b>a</b>", "<b>b</b>"])
      await sanitizer.sanitize(html);
    // a, b, (a cached), c evicts b, (a cached), b again
    expect(counts.requests).toBe(4);
  });

  it("stops the worker when idle and starts a new one for the next input", async () => {
    const { counts, spawn } = counted();
    sanitizer = createOffThreadSanitizer({ spawn, idleMs: 20 });
    await sanitizer.sanitize("<i>one</i>");
    await vi.waitFor(() => expect(sanitizer!.running()).toBe(false), { timeout: 5_000 });
    expect(await sanitizer.sanitize("<i>two</i>")).toBe("<i>two</i>");
    expect(counts.spawned).toBe(2);
  });

  it("rejects when the worker dies, remembers no failure, and recovers", async () => {
    let spawned = 0;
    const real = counted();
    sanitizer = createOffThreadSanitizer({
      spawn: () => (++spawned === 1 ? new Worker("process.exit(3)", { eval: true }) : real.spawn()),
    });
    await expect(sanitizer.sanitize("<b>x</b>")).rejects.toThrow(/exited \(3\)/);
    expect(await sanitizer.sanitize("<b>x</b>")).toBe("<b>x</b>");
    expect(spawned).toBe(2);
  });
});
