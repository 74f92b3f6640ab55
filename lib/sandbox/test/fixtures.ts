import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect } from "vitest";

import { ErrorBodySchema } from "@/lib/contract/common";

import { dropSchema } from "../db/open";
import { createSandbox, type Sandbox, type SandboxOptions } from "../sandbox";
import { seedDemo } from "../seed";
import { cloneSeededSandbox, clonePgliteTemplate } from "./pglite-template";
import { SEEDED_TEMPLATE_SEED } from "./pglite-template.setup";
import { DEMO_API_KEY } from "../seed/keys";

export type BackendName = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const BACKENDS: BackendName[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export type TestSandbox = Sandbox & {
  backend: BackendName;
  options: SandboxOptions;
  /** Closes and opens the same storage again (a restart). */
  reopen(): Promise<TestSandbox>;
  /** Closes and removes the storage (temp dir or schema). */
  destroy(): Promise<void>;
};

/** A fresh PGlite runs initdb (seconds, far more on a busy 2-core CI box); hooks get room for it. */
export const OPEN_TIMEOUT_MS = 180_000;

export const ADMIN_TOKEN = "test-admin-token-0123456789";

/** A fresh, empty sandbox on the given backend: a temp PGlite dir or a random PostgreSQL schema. */
export async function openTestSandbox(backend: BackendName): Promise<TestSandbox> {
  const options: SandboxOptions =
    backend === "postgres"
      ? { databaseUrl: process.env.TEST_DATABASE_URL, schema: `sbx_test_${randomBytes(6).toString("hex")}` }
      : { dataDir: clonePgliteTemplate(mkdtempSync(path.join(tmpdir(), "sandbox-test-"))) };
  options.adminToken = ADMIN_TOKEN;
  return wrap(backend, options, await createSandbox(options));
}

/** A fresh sandbox holding the demo data of `seed`: a copy of the run's seeded PGlite when it has that seed. */
export async function openSeededSandbox(backend: BackendName, seed: number): Promise<TestSandbox> {
  const copied = backend === "pglite" && seed === SEEDED_TEMPLATE_SEED ? cloneSeededSandbox() : null;
  if (copied) {
    const options: SandboxOptions = { dataDir: copied, adminToken: ADMIN_TOKEN };
    return wrap(backend, options, await createSandbox(options));
  }
  const sb = await openTestSandbox(backend);
  await seedDemo(sb.ctx, { seed });
  return sb;
}

function wrap(backend: BackendName, options: SandboxOptions, sb: Sandbox): TestSandbox {
  return {
    ...sb,
    backend,
    options,
    async reopen() {
      await sb.close();
      return wrap(backend, options, await createSandbox(options));
    },
    async destroy() {
      await sb.close();
      if (options.databaseUrl && options.schema) await dropSchema(options.databaseUrl, options.schema);
      if (options.dataDir) rmSync(options.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a suite once per backend against one seeded sandbox (opened in beforeAll, destroyed in afterAll).
 * Tests share that instance, so a test that writes creates its own rows rather than editing seeded ones.
 */
export function describeSandbox(
  name: string,
  body: (ctx: () => TestSandbox) => void,
  opts: { seed?: number | false } = {},
) {
  describe.each(BACKENDS)(`${name} [%s]`, (backend) => {
    let current: TestSandbox | undefined;
    beforeAll(async () => {
      current =
        opts.seed === false
          ? await openTestSandbox(backend)
          : await openSeededSandbox(backend, opts.seed ?? 1);
    }, OPEN_TIMEOUT_MS);
    afterAll(async () => {
      await current?.destroy();
    }, OPEN_TIMEOUT_MS);
    body(() => {
      if (!current) throw new Error("sandbox not open yet");
      return current;
    });
  });
}

export type CallOptions = {
  /** Bearer key; defaults to the demo key. `null` sends no Authorization header. */
  key?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
};

export type CallResult<T = any> = { status: number; body: T; headers: Headers; text: string }; // eslint-disable-line @typescript-eslint/no-explicit-any

export const ORIGIN = "http://sandbox.test";

/** Calls the partner app in-process: `call(sb, "GET", "/events?page=2")` (path relative to /partner/v1). */
export async function call(
  sb: Sandbox,
  method: string,
  pathname: string,
  opts: CallOptions = {},
): Promise<CallResult> {
  const headers = new Headers(opts.headers);
  const key = opts.key === undefined ? DEMO_API_KEY : opts.key;
  if (key !== null) headers.set("authorization", `Bearer ${key}`);
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData || typeof opts.body === "string") body = opts.body;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers.set("content-type", "application/json");
  }
  const res = await sb.app.fetch(new Request(`${ORIGIN}/partner/v1${pathname}`, { method, headers, body }));
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed, headers: res.headers, text };
}

/** Calls the control app in-process with the admin token. */
export async function control(
  sb: Sandbox,
  method: string,
  pathname: string,
  body?: unknown,
  token = ADMIN_TOKEN,
) {
  const headers = new Headers({ authorization: `Bearer ${token}` });
  if (body !== undefined) headers.set("content-type", "application/json");
  const res = await sb.control.fetch(
    new Request(`${ORIGIN}/sandbox/v1${pathname}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return res;
}

/** Asserts the HTTP status and returns the parsed error body. */
export const expectError = (res: { status: number; body: unknown }, status: number) => {
  expect(res.status).toBe(status);
  return ErrorBodySchema.parse(res.body);
};

/** Asserts the 422 body names `field` among its errors ("field: message"). */
export const hasField = (err: { errors?: string[] }, field: string) =>
  expect(err.errors?.some((e) => e.startsWith(`${field}: `))).toBe(true);
