import { publicEntry } from "@/lib/auth/declared";
import { usesEmbeddedSandbox } from "@/lib/env";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// The embedded sandbox's Partner API; absent when Palco points at a real PARTNER_API_URL.
const handler = publicEntry(
  "the embedded sandbox's Partner API: it authenticates every call with its own API key",
  async (req: Request): Promise<Response> => {
    if (!usesEmbeddedSandbox()) return Response.json({ error: "Not found" }, { status: 404 });
    const { getDemoSandbox } = await import("@/lib/sandbox/demo");
    const sb = await getDemoSandbox();
    return sb.app.fetch(req);
  },
);

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
