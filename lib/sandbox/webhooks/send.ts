import { lookup } from "node:dns/promises";
import { request as httpRequest, type OutgoingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";

import { pinnedLookup, type Resolve, type ResolvedAddress } from "./pinned-lookup";
import { deliveryHeaders } from "./signer";
import { checkWebhookUrl, localReason } from "./url-policy";

export type AttemptOutcome = {
  /** HTTP status when a response arrived, else null. */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
};

export type SendTarget = {
  url: string;
  secret: string;
  allowHttpHosts: readonly string[];
  timeoutMs: number;
  /** Name resolution (tests inject one); the system resolver by default. */
  resolve?: Resolve;
};

const systemResolve: Resolve = (host) => lookup(host, { all: true });

/**
 * One POST of a stored delivery. Redirects are never followed (a 3xx is reported as a failure by the
 * caller) and the whole exchange, body included, must finish within the timeout.
 */
export async function sendDelivery(
  target: SendTarget,
  delivery: { id: string; type: string; body: string },
): Promise<AttemptOutcome> {
  const started = performance.now();
  const done = (statusCode: number | null, error: string | null): AttemptOutcome => ({
    statusCode,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  const destination = await resolveDestination(target);
  if (!destination.ok) return done(null, destination.error);
  const signal = AbortSignal.timeout(target.timeoutMs);
  try {
    const status = await post(
      destination.url,
      destination.addresses,
      deliveryHeaders(target.secret, delivery),
      delivery.body,
      signal,
    );
    if (status >= 300 && status < 400) return done(status, "redirect not followed");
    return done(status, status >= 200 && status < 300 ? null : `HTTP ${status}`);
  } catch (err) {
    if (signal.aborted) return done(null, `timeout after ${target.timeoutMs} ms`);
    return done(null, describeError(err));
  }
}

type Destination = { ok: true; url: URL; addresses: ResolvedAddress[] | null } | { ok: false; error: string };

/**
 * The URL policy again at send time (the allow-list may have changed), then the name resolved once:
 * every answer must be public (allow-listed hosts excepted), and the connection may only go to those
 * answers, so a second, different answer (DNS rebinding) can never be what the socket reaches.
 */
async function resolveDestination(target: SendTarget): Promise<Destination> {
  const verdict = checkWebhookUrl(target.url, target.allowHttpHosts);
  if (!verdict.ok) return { ok: false, error: `URL refused: ${verdict.reason}` };
  const host = verdict.url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (isIP(host)) return { ok: true, url: verdict.url, addresses: null };
  let answers: ResolvedAddress[];
  try {
    answers = await (target.resolve ?? systemResolve)(host);
  } catch (err) {
    return { ok: false, error: `DNS lookup failed: ${describeError(err)}` };
  }
  if (!answers.length) return { ok: false, error: `DNS lookup failed: no address for ${host}` };
  if (!target.allowHttpHosts.includes(host)) {
    for (const { address } of answers) {
      const reason = localReason(address);
      if (reason) return { ok: false, error: `URL refused: ${host} resolves to ${reason}` };
    }
  }
  return { ok: true, url: verdict.url, addresses: answers };
}

/**
 * POSTs over node:http(s) with the socket pinned to `addresses` (when given): the Host header and the TLS
 * server name (SNI and certificate check) still come from the URL's host. Resolves to the status once
 * the response body has been read (bounded by the same signal), so the exchange fits the timeout.
 */
function post(
  url: URL,
  addresses: ResolvedAddress[] | null,
  headers: OutgoingHttpHeaders,
  body: string,
  signal: AbortSignal,
): Promise<number> {
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": Buffer.byteLength(body) },
        signal,
        // A fresh connection per attempt: a pooled socket would skip this attempt's lookup.
        agent: false,
        ...(addresses ? { lookup: pinnedLookup(addresses) } : {}),
      },
      (res) => {
        res.on("error", reject);
        res.on("close", () => (res.complete ? undefined : reject(new Error("response interrupted"))));
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.resume();
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
  const code = (err as NodeJS.ErrnoException).code;
  const detail = cause?.code ?? cause?.message ?? (code && !err.message.includes(code) ? code : undefined);
  return (detail ? `${err.message}: ${detail}` : err.message).slice(0, 500);
}
