import "server-only";

import { headers } from "next/headers";

import type { UpstreamAnswer } from "@/lib/upstream-answer";

import { openResponse, RESPONSE_HEADER } from "./open-responses";

/**
 * Sets the HTTP status (and Retry-After) of the page being rendered, if its first byte has not been
 * sent yet: true when it did. Called while rendering, before the shell streams (a layout's or page's
 * own reads); later calls, and client navigations, change nothing. Client navigations (`RSC` header)
 * keep 200 on purpose: Next's router reloads the whole document on any non-2xx RSC answer.
 */
export async function setDocumentStatus(answer: UpstreamAnswer): Promise<boolean> {
  const h = await headers();
  if (h.has("rsc")) return false;
  const res = openResponse(h.get(RESPONSE_HEADER));
  if (!res || res.headersSent) return false;
  res.statusCode = answer.status;
  if (answer.retryAfterSeconds) res.setHeader("Retry-After", String(answer.retryAfterSeconds));
  return true;
}
