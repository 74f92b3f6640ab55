import type { NextRequest } from "next/server";
import NextAuth from "next-auth";

import { getAuthOptions } from "@/lib/auth/options";

// Options are built on the first request (memoized) so the build never reads the environment or the secret file.
function handler(req: NextRequest, context: { params: Promise<{ nextauth: string[] }> }): Promise<Response> {
  return NextAuth(req, context, getAuthOptions());
}

export { handler as GET, handler as POST };
