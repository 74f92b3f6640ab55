import "server-only";

import CredentialsProvider from "next-auth/providers/credentials";

import { env } from "@/lib/env";

import { openSignInSession } from "../open-session";
import { SIGN_IN_ERRORS } from "../sign-in-errors";
import { clientAddress } from "../throttle";
import { signInWithPasskey } from "./sign-in";

export const PASSKEY_PROVIDER_ID = "passkey";

const headerOf = (headers: Record<string, unknown> | undefined, name: string) => {
  const value = headers?.[name];
  return typeof value === "string" ? value : null;
};

/**
 * The passwordless sign-in as a next-auth provider: the browser posts the signed challenge
 * (/api/auth/callback/passkey, with next-auth's CSRF token), and a verified passkey of an active user
 * opens the same server-side session a password and second factor do. A passkey that verified the person
 * (PIN, fingerprint) is both factors, so the session owes nothing more.
 */
export function passkeyProvider() {
  return CredentialsProvider({
    id: PASSKEY_PROVIDER_ID,
    name: "Passkey",
    credentials: { response: { label: "Passkey", type: "text" } },
    async authorize(credentials, req) {
      const response = credentials?.response;
      if (typeof response !== "string" || !response) return null;
      try {
        const signedIn = await signInWithPasskey(response, {
          address: clientAddress(req?.headers, env().TRUST_PROXY),
        });
        if (!signedIn) return null;
        const { id, email, name, role, producerIds, sessionEpoch } = signedIn.user;
        const sessionId = await openSignInSession(signedIn.user, {
          userAgent: headerOf(req?.headers, "user-agent"),
          address: clientAddress(req?.headers),
          factorPending: null,
        });
        return { id, email, name, role, producerIds, sessionEpoch, sessionId };
      } catch (error) {
        console.error("passkey sign-in failed", error);
        throw new Error(SIGN_IN_ERRORS.unavailable);
      }
    },
  });
}
