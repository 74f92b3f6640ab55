import { routeFor } from "@/lib/auth/route";
import type { BellData } from "@/lib/notifications/keys";
import { listNotifications } from "@/lib/notifications/store";

export const dynamic = "force-dynamic";

// GET /api/notifications: the signed-in user's newest in-app notifications and unread count (the bell).
// The answer is what the bell's query function expects (BellData, lib/notifications/keys).
export const GET = routeFor("events:read", async (_req, _context: unknown, user) => {
  const body: BellData = await listNotifications(user.id);
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
});
