import { routeFor } from "@/lib/auth/route";
import { listNotifications } from "@/lib/notifications/store";

export const dynamic = "force-dynamic";

// GET /api/notifications: the signed-in user's newest in-app notifications and unread count (the bell).
export const GET = routeFor("events:read", async (_req, _context: unknown, user) =>
  Response.json(await listNotifications(user.id), { headers: { "Cache-Control": "no-store" } }),
);
