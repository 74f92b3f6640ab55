import { NextRequest } from "next/server";

import { mediaType } from "./action-guard";
import { safeCallbackUrl } from "./callback-url";

/** next-auth's forms are a few fields; anything bigger is not one of them. */
const AUTH_BODY_LIMIT_BYTES = 64 * 1024;

const jsonError = (status: number, error: string) =>
  Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });

/**
 * What next-auth receives: `callbackUrl` (query and form field) made a same-origin path or "/", and
 * only the urlencoded bodies its forms send. next-auth answers 500 to a callbackUrl that is not an
 * http(s) URL and to a JSON body; this answers 415/413 instead and never lets an odd destination through.
 * (The callback-url cookie is made safe by the proxy: next-auth reads cookies from the request headers.)
 */
export async function sanitizeAuthRequest(req: NextRequest): Promise<NextRequest | Response> {
  const origin = req.nextUrl.origin;
  const url = new URL(req.nextUrl);
  for (const key of ["callbackUrl"]) {
    const raw = url.searchParams.get(key);
    if (raw !== null) url.searchParams.set(key, safeCallbackUrl(raw, { origin, keepAuthPages: true }));
  }
  if (req.method !== "POST") return new NextRequest(url, { method: req.method, headers: req.headers });

  if (mediaType(req.headers.get("content-type")) !== "application/x-www-form-urlencoded")
    return jsonError(415, "unsupported_media_type");
  if (Number(req.headers.get("content-length") ?? 0) > AUTH_BODY_LIMIT_BYTES)
    return jsonError(413, "payload_too_large");
  const text = await req.text();
  if (new TextEncoder().encode(text).byteLength > AUTH_BODY_LIMIT_BYTES)
    return jsonError(413, "payload_too_large");
  const form = new URLSearchParams(text);
  const callbackUrl = form.get("callbackUrl");
  if (callbackUrl !== null)
    form.set("callbackUrl", safeCallbackUrl(callbackUrl, { origin, keepAuthPages: true }));
  const headers = new Headers(req.headers);
  headers.delete("content-length");
  return new NextRequest(url, { method: "POST", headers, body: form.toString() });
}
