// Worker-thread entry for lib/sanitize-off-thread.ts: DOMPurify and its DOM (jsdom) load here, not in
// the server's main thread. Messages: {id, html} in; {id, html} or {id, error} out.
import { parentPort } from "node:worker_threads";

import { sanitizeHtml } from "./sanitize";

type Request = { id: number; html: string };

parentPort?.on("message", ({ id, html }: Request) => {
  try {
    parentPort?.postMessage({ id, html: sanitizeHtml(html) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
