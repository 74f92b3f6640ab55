import "server-only";

import { eq, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { notificationSettings, type NotificationSettingsRow } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";

export type NotificationSettings = Omit<NotificationSettingsRow, "userId" | "updatedAt">;

/** What a user who never opened the settings page gets: in-app on, e-mail off, no report. */
export const DEFAULT_SETTINGS: NotificationSettings = {
  saleInApp: true,
  saleEmail: false,
  saleMinCents: 0,
  refundInApp: true,
  refundEmail: false,
  deliveryInApp: true,
  deliveryEmail: false,
  report: "none",
};

export async function getSettings(userId: string, db?: Db): Promise<NotificationSettings> {
  const conn = db ?? (await getDb());
  const [row] = await conn.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row ? strip(row) : { ...DEFAULT_SETTINGS };
}

/** Every user's settings that differ from the defaults, by user id. */
export async function allSettings(db?: Db): Promise<Map<string, NotificationSettings>> {
  const conn = db ?? (await getDb());
  const rows = await conn.select().from(notificationSettings);
  return new Map(rows.map((r) => [r.userId, strip(r)]));
}

export async function saveSettings(userId: string, settings: NotificationSettings, db?: Db): Promise<void> {
  const conn = db ?? (await getDb());
  await conn
    .insert(notificationSettings)
    .values({ userId, ...settings, updatedAt: sql`now()` })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...settings, updatedAt: sql`now()` } });
}

/** The unsubscribe link: every e-mail off (in-app stays as it was). */
export async function turnOffEmail(userId: string, db?: Db): Promise<void> {
  const current = await getSettings(userId, db);
  await saveSettings(
    userId,
    { ...current, saleEmail: false, refundEmail: false, deliveryEmail: false, report: "none" },
    db,
  );
}

function strip(row: NotificationSettingsRow): NotificationSettings {
  const settings: Partial<NotificationSettingsRow> = { ...row };
  delete settings.userId;
  delete settings.updatedAt;
  return settings as NotificationSettings;
}
