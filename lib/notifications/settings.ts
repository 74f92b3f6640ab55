import "server-only";

import { eq, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { notificationSettings, users, type NotificationSettingsRow } from "@/lib/db/schema";
import type { ReportFrequency } from "@/lib/db/schema/notifications";
import type { Db } from "@/lib/db/types";

import {
  presetFrequency,
  receivedPresets,
  setPresetFrequency,
  unsubscribeFromSchedules,
} from "./report-presets";

/** The per-event choices (sales, refunds, deliveries) kept in notification_settings. */
export type EventNotificationSettings = Omit<NotificationSettingsRow, "userId" | "updatedAt">;
/** The settings page: those, and the sales report, which is membership of a preset schedule (lib/schedules). */
export type NotificationSettings = EventNotificationSettings & { report: ReportFrequency };

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
  // One query: the user's row (always there for a signed-in user), their settings row if they ever saved
  // one, and the preset schedules they receive.
  const [row] = await conn
    .select({ settings: notificationSettings, presets: receivedPresets() })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  return {
    ...DEFAULT_SETTINGS,
    ...(row?.settings ? strip(row.settings) : {}),
    report: presetFrequency(row?.presets ?? []),
  };
}

/** Every user's per-event settings that differ from the defaults, by user id. */
export async function allSettings(db?: Db): Promise<Map<string, EventNotificationSettings>> {
  const conn = db ?? (await getDb());
  const rows = await conn.select().from(notificationSettings);
  return new Map(rows.map((r) => [r.userId, strip(r)]));
}

export async function saveSettings(userId: string, settings: NotificationSettings, db?: Db): Promise<void> {
  const conn = db ?? (await getDb());
  const { report, ...perEvent } = settings;
  await conn.transaction(async (tx) => {
    await tx
      .insert(notificationSettings)
      .values({ userId, ...perEvent, updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: notificationSettings.userId,
        set: { ...perEvent, updatedAt: sql`now()` },
      });
    await setPresetFrequency(tx, userId, report);
  });
}

/** The unsubscribe link: every e-mail off, every scheduled report included (in-app stays as it was). */
export async function turnOffEmail(userId: string, db?: Db): Promise<void> {
  const conn = db ?? (await getDb());
  const current = await getSettings(userId, conn);
  await saveSettings(
    userId,
    { ...current, saleEmail: false, refundEmail: false, deliveryEmail: false, report: "none" },
    conn,
  );
  await unsubscribeFromSchedules(conn, userId, null);
}

function strip(row: NotificationSettingsRow): EventNotificationSettings {
  const settings: Partial<NotificationSettingsRow> = { ...row };
  delete settings.userId;
  delete settings.updatedAt;
  return settings as EventNotificationSettings;
}
