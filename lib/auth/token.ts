import { decode, type JWT, type JWTDecodeParams } from "next-auth/jwt";

import type { Role } from "@/lib/db/roles";
import { remembered } from "@/lib/remembered";
import { isUuid } from "@/lib/uuid";

const KEEP_MS = 10 * 60_000;

/** A token's claims are kept until its `exp` (at most 10 min); a token that does not decode is never kept. */
export function keepClaimsMs(claims: JWT | null, now = Date.now()): number {
  const exp = typeof claims?.exp === "number" ? claims.exp * 1000 : 0;
  return Math.max(0, Math.min(exp - now, KEEP_MS));
}

const decoders = new Map<string, (token: string) => Promise<JWT | null>>();

/**
 * next-auth's `decode`, remembered per token string. Every signed-in request used to derive the key
 * (HKDF) and decrypt the same cookie twice, in the proxy and again in the page; a given token and secret
 * always decode to the same claims, so each token is decrypted once per process and only its expiry is
 * checked again. Pass it as the `decode` of next-auth's `getToken` / `withAuth`.
 */
export async function decodeSessionToken({ token, secret, salt }: JWTDecodeParams): Promise<JWT | null> {
  if (!token) return null;
  const id = `${salt ?? ""}\u0000${typeof secret === "string" ? secret : secret.toString("base64")}`;
  let decodeKept = decoders.get(id);
  if (!decodeKept) {
    decodeKept = remembered((t) => decode({ token: t, secret, salt }).catch(() => null), {
      keepMs: (claims) => keepClaimsMs(claims),
    });
    decoders.set(id, decodeKept);
  }
  const claims = await decodeKept(token);
  return keepClaimsMs(claims) > 0 ? claims : null;
}

/** The claims that name a user; null for a token without them (it carries no usable identity). */
export function identityOf(claims: JWT | null): (JWT & { uid: string; role: Role; email: string }) | null {
  if (!claims?.uid || !claims.role || !claims.email || !isUuid(claims.uid)) return null;
  return { ...claims, uid: claims.uid, role: claims.role, email: claims.email };
}
