import type { NotificationKind } from "@/lib/db/schema/notifications";
import { getJson } from "@/lib/get-json";

/** One notification as GET /api/notifications gives it (lib/notifications/store's view, zod-free). */
export type BellItem = {
  id: string;
  kind: NotificationKind;
  data: Record<string, string>;
  eventId: string | null;
  createdAt: string;
  read: boolean;
};
export type BellData = { items: BellItem[]; unread: number };

/**
 * react-query keys of the signed-in user's notifications (the bell). They name no event or producer, so
 * the live stream's id match does not reach them: components/live/live-query-invalidation invalidates
 * `notificationKeys.all` itself, a moment after each live message (the notification is recorded then).
 */
export const notificationKeys = {
  all: ["notifications"] as const,
  inbox: () => ["notifications", "inbox"] as const,
};

// GET /api/notifications
export const fetchNotifications = (signal?: AbortSignal) => getJson<BellData>("/api/notifications", signal);
