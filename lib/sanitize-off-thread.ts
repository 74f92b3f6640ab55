import "server-only";

import { createHash } from "node:crypto";
import { Worker } from "node:worker_threads";

import { processSingleton } from "@/lib/process-singleton";

/**
 * `sanitizeHtml` in a worker thread. DOMPurify needs a DOM, and jsdom is about 940 modules and 110 MB
 * that the server would otherwise hold for good after the first event page; in a worker they are
 * returned when it exits after `idleMs` without work. Results are cached by content (bios rarely
 * change), so a busy event page does not wait for the worker, and concurrent requests share one call.
 */
const IDLE_MS = 60_000;
const CACHE_ENTRIES = 500;

type Reply = { id: number; html?: string; error?: string };
type Pending = { resolve: (html: string) => void; reject: (error: Error) => void };

export type OffThreadSanitizer = {
  sanitize(dirty: string | null | undefined): Promise<string>;
  /** Whether the worker (and jsdom) is currently alive; for tests and diagnostics. */
  running(): boolean;
  close(): Promise<void>;
};

export function createOffThreadSanitizer({
  spawn,
  idleMs = IDLE_MS,
  cacheEntries = CACHE_ENTRIES,
}: {
  spawn: () => Worker;
  idleMs?: number;
  cacheEntries?: number;
}): OffThreadSanitizer {
  let worker: Worker | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let lastId = 0;
  const pending = new Map<number, Pending>();
  const cache = new Map<string, Promise<string>>(); // insertion order = recency (LRU)

  function failAll(from: Worker, error: Error) {
    if (worker !== from) return; // a worker we retired on purpose
    worker = null;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  }

  function retireWhenIdle() {
    clearTimeout(idleTimer);
    if (pending.size > 0) return;
    idleTimer = setTimeout(() => {
      const idle = worker;
      if (!idle || pending.size > 0) return;
      worker = null;
      void idle.terminate();
    }, idleMs);
    idleTimer.unref();
  }

  function ensureWorker(): Worker {
    if (worker) return worker;
    const started = spawn();
    started.unref(); // never what keeps the process alive
    started.on("message", ({ id, html, error }: Reply) => {
      const p = pending.get(id);
      if (!p) return;
      pending.delete(id);
      if (error !== undefined || html === undefined)
        p.reject(new Error(`sanitizer: ${error ?? "no result"}`));
      else p.resolve(html);
      retireWhenIdle();
    });
    started.on("error", (error) => failAll(started, error));
    started.on("exit", (code) => failAll(started, new Error(`sanitizer worker exited (${code})`)));
    worker = started;
    return started;
  }

  function request(html: string): Promise<string> {
    clearTimeout(idleTimer);
    const target = ensureWorker();
    const id = ++lastId;
    return new Promise<string>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      target.postMessage({ id, html });
    });
  }

  return {
    sanitize(dirty) {
      if (!dirty) return Promise.resolve("");
      const key = createHash("sha256").update(dirty).digest("base64url");
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const result = request(dirty);
      cache.set(key, result);
      result.catch(() => cache.delete(key)); // a failure is retried next time, not remembered
      if (cache.size > cacheEntries) cache.delete(cache.keys().next().value as string);
      return result;
    },
    running: () => worker !== null,
    async close() {
      clearTimeout(idleTimer);
      const open = worker;
      worker = null;
      cache.clear();
      if (open) await open.terminate();
    },
  };
}

/** The process's sanitizer (one worker at most, shared by every request). */
export function sanitizeHtmlOffThread(dirty: string | null | undefined): Promise<string> {
  const sanitizer = processSingleton("sanitizer", () =>
    createOffThreadSanitizer({
      // The URL form is what Next's bundler follows to build the worker as its own entry.
      spawn: () => new Worker(new URL("./sanitize-worker.ts", import.meta.url)),
    }),
  );
  return sanitizer.sanitize(dirty);
}
