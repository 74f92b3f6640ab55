import { lookup } from "node:dns/promises";
import { isIP } from "node:net";

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
};

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
  const refusal = await refuseDestination(target);
  if (refusal) return done(null, refusal);
  const signal = AbortSignal.timeout(target.timeoutMs);
  try {
    const res = await fetch(target.url, {
      method: "POST",
      headers: deliveryHeaders(target.secret, delivery),
      body: delivery.body,
      redirect: "manual",
      signal,
    });
    // Drain (bounded by the same signal) so the connection is released; the content is not needed.
    await res.arrayBuffer().catch(() => undefined);
    if (signal.aborted) return done(null, `timeout after ${target.timeoutMs} ms`);
    if (res.status >= 300 && res.status < 400) return done(res.status, "redirect not followed");
    return done(res.status, res.ok ? null : `HTTP ${res.status}`);
  } catch (err) {
    if (signal.aborted) return done(null, `timeout after ${target.timeoutMs} ms`);
    return done(null, describeError(err));
  }
}

/**
 * The URL policy again at send time (the allow-list may have changed), plus the resolved addresses of
 * a name: a public-looking name that resolves to a private address is refused too.
 */
async function refuseDestination(target: SendTarget): Promise<string | null> {
  const verdict = checkWebhookUrl(target.url, target.allowHttpHosts);
  if (!verdict.ok) return `URL refused: ${verdict.reason}`;
  const host = verdict.url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (isIP(host) || target.allowHttpHosts.includes(host)) return null;
  try {
    const answers = await lookup(host, { all: true });
    for (const { address } of answers) {
      const reason = localReason(address);
      if (reason) return `URL refused: ${host} resolves to ${reason}`;
    }
    return null;
  } catch (err) {
    return `DNS lookup failed: ${describeError(err)}`;
  }
}

function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = (err as Error & { cause?: { code?: string; message?: string } }).cause;
  const detail = cause?.code ?? cause?.message;
  return (detail ? `${err.message}: ${detail}` : err.message).slice(0, 500);
}
