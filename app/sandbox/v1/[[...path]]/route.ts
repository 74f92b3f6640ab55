import { publicEntry } from "@/lib/auth/declared";
import { usesEmbeddedSandbox } from "@/lib/env";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// The embedded sandbox's control API (covers, clock, seed, simulations); absent with a real Partner API.
const handler = publicEntry(
  "the embedded sandbox's control API: it authenticates with its own admin token",
  async (req: Request): Promise<Response> => {
    if (!usesEmbeddedSandbox()) return Response.json({ error: "Not found" }, { status: 404 });
    const { getDemoSandbox } = await import("@/lib/sandbox/demo");
    const sb = await getDemoSandbox();
    return sb.control.fetch(req);
  },
);

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE };
