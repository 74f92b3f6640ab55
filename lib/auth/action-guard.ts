/**
 * Checks a POST to a page (a server action, fetch or native form) before Next decodes it: Next answers
 * 500 to an oversize body, a broken body, an unexpected content type and a foreign Origin alike. The
 * proxy answers these with a 4xx instead; what passes is decoded by Next as before. Isomorphic, no env.
 */

import { readLimited } from "@/lib/http/read-limited";

/** Keep equal to `experimental.serverActions.bodySizeLimit` in next.config.ts (a test compares them). */
export const ACTION_BODY_LIMIT = "6mb";
export const ACTION_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

/**
 * The text/plain body a refused fetch action answers with: Next's client throws it as the error's
 * message, so a form can tell "too large" from other failures.
 */
export const ACTION_REFUSED = {
  413: "payload_too_large",
  400: "malformed_body",
  415: "unsupported_media_type",
  403: "forbidden_origin",
} as const;
export type ActionRefusalStatus = keyof typeof ACTION_REFUSED;

export type ActionRefusal = {
  status: ActionRefusalStatus;
  code: (typeof ACTION_REFUSED)[ActionRefusalStatus];
};

const refuse = (status: ActionRefusalStatus): ActionRefusal => ({ status, code: ACTION_REFUSED[status] });

/** The media type without parameters, lowercased ("" when absent). */
export function mediaType(contentType: string | null): string {
  return (contentType ?? "").split(";")[0].trim().toLowerCase();
}

/** The host the browser addressed, as Next's own CSRF check reads it (x-forwarded-host, else host). */
function requestHost(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return forwarded || headers.get("host");
}

/** A browser sends Origin on every POST; none, "null" or another host is a forged or cross-site request. */
export function originRefusal(headers: Headers): ActionRefusal | null {
  const origin = headers.get("origin");
  const host = requestHost(headers);
  if (!origin || origin === "null" || !host) return refuse(403);
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase() ? null : refuse(403);
  } catch {
    return refuse(403);
  }
}

async function parsesAsForm(bytes: Uint8Array, contentType: string): Promise<boolean> {
  if (!/;\s*boundary=/i.test(contentType)) return false;
  try {
    await new Request("http://palco.invalid/", {
      method: "POST",
      headers: { "content-type": contentType },
      body: bytes as Uint8Array<ArrayBuffer>,
    }).formData();
    return true;
  } catch {
    return false;
  }
}

function parsesAsJson(bytes: Uint8Array): boolean {
  try {
    JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    return true;
  } catch {
    return false;
  }
}

/**
 * 403 foreign or missing Origin · 415 a content type no action sends · 413 over the limit · 400 a
 * multipart body that does not parse or a fetch action's text body that is not JSON. Null: let it through.
 * Reads the request's body: pass a clone when the original must stay readable.
 */
export async function checkActionRequest(req: Request): Promise<ActionRefusal | null> {
  const origin = originRefusal(req.headers);
  if (origin) return origin;
  const contentType = req.headers.get("content-type") ?? "";
  const type = mediaType(contentType);
  // A fetch action sends its arguments as JSON text or as multipart; a native form, multipart or urlencoded.
  const isFetchAction = req.headers.has("next-action");
  const allowed = isFetchAction
    ? ["multipart/form-data", "text/plain"]
    : ["multipart/form-data", "application/x-www-form-urlencoded"];
  if (!allowed.includes(type)) return refuse(415);
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > ACTION_BODY_LIMIT_BYTES) return refuse(413);
  const bytes = await readLimited(req.body, ACTION_BODY_LIMIT_BYTES);
  if (!bytes) return refuse(413);
  if (type === "multipart/form-data") return (await parsesAsForm(bytes, contentType)) ? null : refuse(400);
  if (type === "text/plain") return parsesAsJson(bytes) ? null : refuse(400);
  return null;
}

/** What the proxy answers: plain text, so Next's client turns it into the thrown error's message. */
export function actionRefusalResponse(refusal: ActionRefusal): Response {
  return new Response(refusal.code, {
    status: refusal.status,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}

/**
 * Checks a request to a route handler under /api before it runs: 403 for a foreign (or "null") Origin —
 * same-origin reads and API clients send none, a browser on another site sends its own — and, since no
 * route reads a GET or HEAD body, 413 over the action limit and 400 for any such body at all. Routes
 * that take a body check its type and size themselves (the auth callback, the webhook receiver).
 */
export function checkRouteRequest(req: Request): ActionRefusal | null {
  if (req.headers.has("origin")) {
    const origin = originRefusal(req.headers);
    if (origin) return origin;
  }
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (Number.isFinite(declared) && declared > ACTION_BODY_LIMIT_BYTES) return refuse(413);
  if (declared > 0 || !Number.isFinite(declared) || req.headers.has("transfer-encoding")) return refuse(400);
  return null;
}

/** What the proxy answers a refused route request: JSON, like every route handler's errors. */
export function routeRefusalResponse(refusal: ActionRefusal): Response {
  return Response.json(
    { error: refusal.code },
    { status: refusal.status, headers: { "Cache-Control": "no-store" } },
  );
}
