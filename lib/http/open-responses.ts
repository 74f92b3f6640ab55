import { randomBytes } from "node:crypto";
import http from "node:http";

import { processSingleton } from "@/lib/process-singleton";

/**
 * The responses this process is answering, each named by a header stamped on its request. Next gives a
 * page no handle on its HTTP response, and only notFound()/forbidden()/redirect() choose its status; a
 * page that knows before its first byte that the Partner API failed uses this to answer 502/503 itself
 * (lib/http/document-status.ts). Installed once at start-up (instrumentation.ts), like the peer stamp.
 */
export const RESPONSE_HEADER = "x-palco-response";

type Registry = { token: string | null; seq: number; open: Map<string, http.ServerResponse> };

const registry = () =>
  processSingleton<Registry>("open-responses", () => ({ token: null, seq: 0, open: new Map() }));

/** Stamps every request with the name of its response (overwriting what a client sent) until it closes. */
export function trackOpenResponses(): void {
  const r = registry();
  if (r.token) return;
  r.token = randomBytes(16).toString("hex");
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      const name = `${r.token}.${++r.seq}`;
      req.headers[RESPONSE_HEADER] = name;
      r.open.set(name, res);
      res.once("close", () => r.open.delete(name));
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}

/** The response a stamped request is being answered with; null when unknown, closed or not stamped by us. */
export function openResponse(name: string | null | undefined): http.ServerResponse | null {
  const { token, open } = registry();
  if (!token || !name?.startsWith(`${token}.`)) return null;
  return open.get(name) ?? null;
}
