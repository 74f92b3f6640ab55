import "server-only";

import type { z } from "zod";

import { operationPath, type Operation, type OperationInput, type ResultOf } from "@/lib/contract/operation";
import { partnerConfig, type PartnerConfig } from "@/lib/partner/config";
import { httpError, PartnerApiError } from "@/lib/partner/errors";
import { decode, exchange, type Answer } from "@/lib/partner/exchange";
import { fullJitter, isRetryableStatus, retryAfterMs, sleep } from "@/lib/partner/retry";

/**
 * The one transport to the Partner API: injects the bearer key, bounds every call in time, retries only
 * reads, validates every answer with zod and turns every failure into a `PartnerApiError`.
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Scalar = string | number | boolean | Date;
export type Query = Record<string, Scalar | readonly Scalar[] | null | undefined>;
/**
 * A whole-list read (one answer of megabytes, e.g. the entrance list) may ask for a longer attempt than a
 * page view's: `attemptTimeoutMs` replaces the client's per-attempt bound and the read budget grows in
 * the same proportion, so the retry rules stay the same (only GETs; writes keep `writeTimeoutMs`).
 */
export type ReadOptions = { attemptTimeoutMs?: number };
export type SendOptions = { query?: Query; signal?: AbortSignal } & ReadOptions &
  ({ body?: unknown; form?: undefined } | { form: FormData; body?: undefined });
export type RequestOptions<T> = SendOptions & { schema: z.ZodType<T> };

export type PartnerTimings = {
  /** Per attempt of a GET, headers and body included. */
  attemptTimeoutMs: number;
  /** Whole GET, retries and waits included. */
  readBudgetMs: number;
  maxRetries: number;
  /** The single attempt of a write (covers the cover upload). */
  writeTimeoutMs: number;
  backoffBaseMs: number;
  backoffCapMs: number;
  random: () => number;
};

const DEFAULT_TIMINGS: PartnerTimings = {
  attemptTimeoutMs: 3_000,
  readBudgetMs: 5_000,
  maxRetries: 2,
  writeTimeoutMs: 10_000,
  backoffBaseMs: 250,
  backoffCapMs: 1_000,
  random: Math.random,
};

/** The input is optional when the entry needs none (no path parameter, no required body). */
export type CallArgs<O extends Operation> =
  object extends OperationInput<O>
    ? [input?: OperationInput<O> & ReadOptions]
    : [input: OperationInput<O> & ReadOptions];

export interface PartnerClient {
  request<T>(method: HttpMethod, path: string, options: RequestOptions<T>): Promise<T>;
  /** Without a schema the answer body is discarded (e.g. DELETE → 204). */
  request(method: HttpMethod, path: string, options?: SendOptions): Promise<void>;
  /** One operation of the contract's registry; the answer is parsed with the entry's response schema. */
  call<O extends Operation>(op: O, ...args: CallArgs<O>): Promise<ResultOf<O>>;
}

function buildUrl(baseUrl: string, path: string, query: Query = {}): URL {
  if (!path.startsWith("/") || path.startsWith("//"))
    throw new TypeError("Partner path must start with a single /");
  const url = new URL(baseUrl + path);
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null)
        url.searchParams.append(key, v instanceof Date ? v.toISOString() : String(v));
    }
  }
  return url;
}

/**
 * A client bound to one configuration (or a lazy resolver of it). GETs run within `readBudgetMs`, each
 * attempt within `attemptTimeoutMs`, retrying network errors/408/429/5xx up to `maxRetries` times after
 * `Retry-After` (when it fits the budget) or full-jitter backoff. Writes are sent exactly once: nothing
 * here can tell whether a write that failed mid-flight took effect (no idempotency keys).
 */
export function createPartnerClient(
  config: PartnerConfig | (() => Promise<PartnerConfig>),
  timings: Partial<PartnerTimings> = {},
): PartnerClient {
  const t: PartnerTimings = { ...DEFAULT_TIMINGS, ...timings };
  let resolved: Promise<PartnerConfig> | undefined;
  const getConfig = () => {
    if (typeof config !== "function") return Promise.resolve(config);
    // A failed resolution (e.g. sandbox still booting) is retried on the next call, not cached.
    resolved ??= config().catch((e: unknown) => {
      resolved = undefined;
      throw e;
    });
    return resolved;
  };

  async function send<T>(method: HttpMethod, path: string, o: SendOptions & { schema?: z.ZodType<T> } = {}) {
    const cfg = await getConfig();
    const url = buildUrl(cfg.baseUrl, path, o.query);
    const headers: Record<string, string> = {
      authorization: `Bearer ${cfg.apiKey}`,
      accept: "application/json",
    };
    let body: BodyInit | undefined = o.form;
    if (o.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(o.body);
    }
    // A redirect is an error: following one could carry the key to another host. no-store: answers are
    // per-key and per-user data, never for Next's shared fetch cache.
    const init: RequestInit = { method, headers, body, redirect: "manual", cache: "no-store" };
    if (method !== "GET") return decode(await exchange(cfg, url, init, t.writeTimeoutMs, o.signal), o.schema);

    const attemptMs = Math.max(o.attemptTimeoutMs ?? t.attemptTimeoutMs, t.attemptTimeoutMs);
    const deadline = Date.now() + Math.round((t.readBudgetMs * attemptMs) / t.attemptTimeoutMs);
    for (let attempt = 0; ; attempt++) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new PartnerApiError({ status: 504, kind: "timeout" });
      let answer: Answer | undefined;
      let failure: PartnerApiError;
      let wait: number | undefined;
      try {
        answer = await exchange(cfg, url, init, Math.min(attemptMs, remaining), o.signal);
      } catch (e) {
        if (!(e instanceof PartnerApiError) || e.kind === "invalid_response") throw e;
        failure = e;
      }
      if (answer) {
        if (!isRetryableStatus(answer.status)) return decode(answer, o.schema);
        failure = httpError(answer.status, answer.text);
        wait = retryAfterMs(answer.headers.get("retry-after"));
        if (wait !== undefined) failure.retryAfterSeconds = Math.ceil(wait / 1000);
      }
      if (attempt >= t.maxRetries) throw failure!;
      const delay = wait ?? fullJitter(attempt, t.backoffBaseMs, t.backoffCapMs, t.random);
      if (Date.now() + delay >= deadline) throw failure!;
      await sleep(delay, o.signal);
    }
  }

  // async: a bad path parameter rejects like every other failure instead of throwing at the call site.
  async function call(op: Operation, input: OperationInput<Operation> = {}) {
    const { path, query, body, form, signal, attemptTimeoutMs } = input as SendOptions & {
      path?: Record<string, string>;
    };
    const method = op.method.toUpperCase() as HttpMethod;
    const options = {
      query,
      signal,
      attemptTimeoutMs,
      schema: op.success.schema,
      ...(form ? { form } : { body }),
    };
    return send(method, operationPath(op.path, path), options as SendOptions);
  }

  return { request: send, call } as unknown as PartnerClient;
}

let defaultClient: PartnerClient | undefined;

/** The process-wide client, configured from the environment on first use. */
export function partnerClient(): PartnerClient {
  defaultClient ??= createPartnerClient(partnerConfig);
  return defaultClient;
}

/** Points the process-wide client elsewhere (tests); `undefined` restores the environment's. */
export function setDefaultPartnerClient(client: PartnerClient | undefined): void {
  defaultClient = client;
}

/** `call` on the process-wide client; fetchers in lib/partner/<resource>.ts call this. */
export function call<O extends Operation>(op: O, ...args: CallArgs<O>): Promise<ResultOf<O>> {
  return partnerClient().call(op, ...args);
}
