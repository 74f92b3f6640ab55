import "server-only";

import type { z } from "zod";

import type { PartnerConfig } from "@/lib/partner/config";
import { httpError, PartnerApiError } from "@/lib/partner/errors";

/** One HTTP exchange with the Partner API and the decoding of its answer (see client.ts for policy). */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

export type Answer = { status: number; headers: Headers; text: string };

/** Rejects with the signal's reason on abort even if `p` never settles (an in-process fetch may not listen). */
function abortable<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    const done = () => signal.removeEventListener("abort", onAbort);
    p.then(
      (v) => (done(), resolve(v)),
      (e) => (done(), reject(e)),
    );
  });
}

async function readText(res: Response, signal: AbortSignal): Promise<string> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const cancel = () => void reader.cancel().catch(() => {});
  if (signal.aborted) cancel();
  signal.addEventListener("abort", cancel, { once: true });
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    size += r.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw new PartnerApiError({ status: 502, kind: "invalid_response" });
    }
    chunks.push(r.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** One HTTP exchange within `timeoutMs`; the body is always read to the end or cancelled. */
export async function exchange(
  cfg: PartnerConfig,
  url: URL,
  init: RequestInit,
  timeoutMs: number,
  outer?: AbortSignal,
) {
  outer?.throwIfAborted();
  const ctl = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => ((timedOut = true), ctl.abort()), timeoutMs);
  const onOuterAbort = () => ctl.abort(outer?.reason);
  outer?.addEventListener("abort", onOuterAbort, { once: true });
  try {
    const fetching = cfg.fetch(url, { ...init, signal: ctl.signal });
    fetching.then(
      (res) => void (ctl.signal.aborted && res.body?.cancel().catch(() => {})),
      () => {},
    );
    const res = await abortable(fetching, ctl.signal);
    const text = await abortable(readText(res, ctl.signal), ctl.signal);
    return { status: res.status, headers: res.headers, text } satisfies Answer;
  } catch (cause) {
    if (outer?.aborted) throw outer.reason;
    if (timedOut) throw new PartnerApiError({ status: 504, kind: "timeout" });
    if (cause instanceof PartnerApiError) throw cause;
    throw new PartnerApiError({ status: 502, kind: "network", cause });
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener("abort", onOuterAbort);
  }
}

export function decode<T>(answer: Answer, schema?: z.ZodType<T>): T | undefined {
  if (answer.status < 200 || answer.status >= 300) throw httpError(answer.status, answer.text);
  if (!schema) return undefined;
  let json: unknown;
  try {
    json = answer.status === 204 || answer.text === "" ? undefined : JSON.parse(answer.text);
  } catch {
    throw new PartnerApiError({ status: 502, kind: "invalid_response" });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new PartnerApiError({ status: 502, kind: "invalid_response" });
  return parsed.data;
}
