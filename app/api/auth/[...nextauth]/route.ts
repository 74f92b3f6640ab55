import { unstable_rethrow } from "next/navigation";
import type { NextRequest } from "next/server";

import NextAuth from "next-auth";

import { sanitizeAuthRequest } from "@/lib/auth/auth-request";
import { publicEntry } from "@/lib/auth/declared";
import { getAuthOptions } from "@/lib/auth/options";
import { errorResponse } from "@/lib/upstream-answer";

// Options are built on the first request (memoized) so the build never reads the environment or the secret file.
const handler = publicEntry(
  "sign-in, sign-out and the CSRF token: reachable before a session exists (next-auth checks its own CSRF)",
  async (req: Request, context: { params: Promise<{ nextauth: string[] }> }): Promise<Response> => {
    const safe = await sanitizeAuthRequest(req as NextRequest);
    if (safe instanceof Response) return safe;
    try {
      return await NextAuth(safe, context, getAuthOptions(safe));
    } catch (error) {
      unstable_rethrow(error);
      console.error("auth route failed", error);
      return errorResponse(error);
    }
  },
);

export { handler as GET, handler as POST };
