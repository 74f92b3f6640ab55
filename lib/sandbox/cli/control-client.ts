import { readFileSync } from "node:fs";
import path from "node:path";

import { sandboxConfig } from "../config";
import { ADMIN_TOKEN_FILE } from "../control/admin-token";
import { currentHolder } from "../holder";
import { getSandbox } from "../instance";
import { CliError } from "./types";

/** The control API, over HTTP or in-process: every command goes through the same validated endpoints. */
export type ControlClient = {
  mode: "http" | "direct";
  /** Origin serving `/partner/v1` and `/sandbox/v1`. */
  origin: string;
  adminToken: string;
  request<T = any>(method: string, path: string, body?: unknown): Promise<T>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** A Partner API call with an API key (e.g. the demo key deleting the endpoint `listen` made). */
  partner(method: string, path: string, apiKey: string): Promise<Response>;
};

export type ConnectionFlags = { url?: string; "admin-token"?: string };

async function readResponse(res: Response) {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text for the message
  }
  if (res.ok) return body;
  const err = (body ?? {}) as { error?: string; errors?: string[] };
  const detail = err.errors?.length ? `\n  ${err.errors.join("\n  ")}` : "";
  throw new CliError(`${res.status} ${err.error ?? (text || res.statusText)}${detail}`, 1);
}

function tokenFromFile(): string | undefined {
  try {
    return (
      readFileSync(path.join(path.resolve(sandboxConfig().DATA_DIR), ADMIN_TOKEN_FILE), "utf8").trim() ||
      undefined
    );
  } catch {
    return undefined;
  }
}

function httpClient(origin: string, adminToken: string | undefined): ControlClient {
  if (!adminToken)
    throw new CliError("An admin token is required with --url (--admin-token or SANDBOX_ADMIN_TOKEN)");
  const base = origin.replace(/\/+$/, "");
  return {
    mode: "http",
    origin: base,
    adminToken,
    async request(method, pathname, body) {
      let res: Response;
      try {
        res = await fetch(`${base}/sandbox/v1${pathname}`, {
          method,
          headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (err) {
        throw new CliError(`Cannot reach the sandbox at ${base}: ${(err as Error).message}`, 1);
      }
      return readResponse(res) as never;
    },
    partner: (method, pathname, apiKey) =>
      fetch(`${base}/partner/v1${pathname}`, { method, headers: { authorization: `Bearer ${apiKey}` } }),
  };
}

/**
 * `--url` / SANDBOX_URL → that server's control API. Otherwise the sandbox database itself (DATA_DIR or
 * SANDBOX_DATABASE_URL), unless another live process holds the PGlite files: then its server is used.
 */
export async function openControl(flags: ConnectionFlags): Promise<ControlClient> {
  const e = sandboxConfig();
  const token = flags["admin-token"] ?? e.SANDBOX_ADMIN_TOKEN;
  const url = flags.url ?? e.SANDBOX_URL;
  if (url) return httpClient(url, token ?? tokenFromFile());
  if (!e.SANDBOX_DATABASE_URL) {
    const holder = currentHolder(path.join(path.resolve(e.DATA_DIR), "sandbox"));
    if (holder && holder.pid !== process.pid) {
      if (!holder.url)
        throw new CliError(`The sandbox database is in use by process ${holder.pid}; pass --url`);
      console.error(`(the sandbox is running in process ${holder.pid}: using ${holder.url})`);
      return httpClient(holder.url, token ?? tokenFromFile());
    }
  }
  const sb = await getSandbox();
  return {
    mode: "direct",
    origin: `http://localhost:${e.SANDBOX_PORT}`,
    adminToken: sb.ctx.adminToken,
    async request(method, pathname, body) {
      const req = new Request(`http://sandbox.local/sandbox/v1${pathname}`, {
        method,
        headers: { authorization: `Bearer ${sb.ctx.adminToken}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return readResponse(await sb.control.fetch(req)) as never;
    },
    partner: async (method, pathname, apiKey) =>
      sb.app.fetch(
        new Request(`http://sandbox.local/partner/v1${pathname}`, {
          method,
          headers: { authorization: `Bearer ${apiKey}` },
        }),
      ),
  };
}
