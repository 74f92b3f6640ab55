import { routeFor } from "@/lib/auth/route";
import { readDeliveryConsole } from "@/lib/webhooks/console-view";
import { parseConsoleParams } from "@/lib/webhooks/keys";

export const dynamic = "force-dynamic";

// GET /api/webhooks/console?filter=…&before=…: the delivery console's figures and rows (react-query refetch).
// Admins who see every producer only, as the page (app/(dashboard)/webhooks/layout.tsx): anyone else a 404.
const NO_STORE = { "Cache-Control": "no-store" } as const;

export const GET = routeFor("webhooks:manage", async (req, _context: unknown, user) => {
  if (user.producerIds !== "all")
    return Response.json({ error: "not_found" }, { status: 404, headers: NO_STORE });
  const params = parseConsoleParams(new URL(req.url).searchParams);
  return Response.json(await readDeliveryConsole(params), { headers: NO_STORE });
});
