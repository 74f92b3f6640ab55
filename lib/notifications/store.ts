import "server-only";

import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { notifications } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

import type { BellItem } from "./keys";

/** One notification as the bell shows it (GET /api/notifications). */
export type NotificationView = BellItem;

/** The user's newest in-app notifications and how many are unread. */
export async function listNotifications(
  userId: string,
  { limit = 20, db }: { limit?: number; db?: Db } = {},
): Promise<{ items: NotificationView[]; unread: number }> {
  const conn = db ?? (await getDb());
  const mine = and(eq(notifications.userId, userId), eq(notifications.inApp, true));
  const rows = await conn
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  const [{ unread }] = await conn
    .select({ unread: count() })
    .from(notifications)
    .where(and(mine, isNull(notifications.readAt)));
  return {
    unread,
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      data: r.data,
      eventId: r.eventId,
      createdAt: r.createdAt.toISOString(),
      read: r.readAt !== null,
    })),
  };
}

/** Marks the user's notifications read (all, or the given ids); returns how many changed. */
export async function markRead(userId: string, ids: readonly string[] | "all", db?: Db): Promise<number> {
  const conn = db ?? (await getDb());
  const where = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (ids !== "all") where.push(inArray(notifications.id, [...ids]));
  const changed = await conn
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(...where))
    .returning({ id: notifications.id });
  return changed.length;
}
