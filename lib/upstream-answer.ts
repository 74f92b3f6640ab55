/**
 * What Palco answers when the Partner API failed: 503 with Retry-After when it said it is busy or
 * unavailable (429/503) or did not answer at all, 502 for any other failure. Duck-typed on
 * `PartnerApiError`'s public fields so route and page wrappers need not import the transport (lib/partner
 * imports lib/auth). Isomorphic, imports nothing.
 */
export type UpstreamAnswer = { status: 404 | 502 | 503; retryAfterSeconds?: number };

/** When the API named no Retry-After: a short wait a browser or a script can honour. */
export const DEFAULT_RETRY_AFTER_S = 5;

type PartnerFailureShape = {
  name: "PartnerApiError";
  status: number;
  kind: string;
  retryAfterSeconds?: number;
};

function isPartnerFailure(e: unknown): e is PartnerFailureShape {
  return (
    e instanceof Error &&
    e.name === "PartnerApiError" &&
    typeof (e as { status?: unknown }).status === "number"
  );
}

/** Null for anything that is not a Partner API failure (a bug of ours: let it be a 500). */
export function upstreamAnswer(e: unknown): UpstreamAnswer | null {
  if (!isPartnerFailure(e)) return null;
  if (e.kind === "http" && e.status === 404) return { status: 404 };
  const busy = e.kind === "http" && (e.status === 429 || e.status === 503);
  if (busy || e.kind === "timeout" || e.kind === "network")
    return {
      status: 503,
      retryAfterSeconds: Math.max(1, Math.ceil(e.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S)),
    };
  return { status: 502 };
}

/** The JSON error a route handler answers for a failure: upstream 404/502/503, else a bare 500. */
export function errorResponse(e: unknown): Response {
  const answer = upstreamAnswer(e);
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (!answer) return Response.json({ error: "internal_error" }, { status: 500, headers });
  if (answer.retryAfterSeconds) headers["Retry-After"] = String(answer.retryAfterSeconds);
  const error =
    answer.status === 404 ? "not_found" : answer.status === 503 ? "upstream_unavailable" : "upstream_error";
  return Response.json({ error }, { status: answer.status, headers });
}
