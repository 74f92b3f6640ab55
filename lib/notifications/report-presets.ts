import { and, eq, isNull, sql } from "drizzle-orm";

import { reportScheduleRecipients, users } from "@/lib/db/schema";
import type { ReportFrequency } from "@/lib/db/schema/notifications";
import type { Db } from "@/lib/db/types";

/**
 * The daily and weekly sales e-mails are two schedules migration 0010 created with these ids (producer
 * `*`: each recipient gets one e-mail per producer of their scope). A user's "Relatório de vendas"
 * setting is their membership of one of them.
 */
export const PRESET_SCHEDULES = {
  daily: "00000000-0000-4000-8000-00000000d41e",
  weekly: "00000000-0000-4000-8000-0000000ee41e",
} as const satisfies Record<Exclude<ReportFrequency, "none">, string>;

export const isPreset = (id: string) => id === PRESET_SCHEDULES.daily || id === PRESET_SCHEDULES.weekly;

/** The unsubscribe link: one schedule, or (scheduleId null) every schedule the user receives. */
export async function unsubscribeFromSchedules(db: Db, userId: string, scheduleId: string | null) {
  await db
    .update(reportScheduleRecipients)
    .set({ unsubscribedAt: sql`now()` })
    .where(
      and(
        eq(reportScheduleRecipients.userId, userId),
        isNull(reportScheduleRecipients.unsubscribedAt),
        scheduleId ? eq(reportScheduleRecipients.scheduleId, scheduleId) : undefined,
      ),
    );
}

/**
 * The preset schedules the user receives (not unsubscribed from), as a column of a query over `users`:
 * the settings page reads it with the user's settings row, in one query.
 */
export const receivedPresets = () => sql<string[]>`array(
  select ${reportScheduleRecipients.scheduleId}::text from ${reportScheduleRecipients}
  where ${reportScheduleRecipients.userId} = ${users.id}
    and ${reportScheduleRecipients.unsubscribedAt} is null
    and ${reportScheduleRecipients.scheduleId} in (${PRESET_SCHEDULES.daily}, ${PRESET_SCHEDULES.weekly})
)::text[]`;

/** Which sales preset those schedules mean ("none" when neither). */
export function presetFrequency(received: readonly string[]): ReportFrequency {
  const ids = new Set(received);
  return ids.has(PRESET_SCHEDULES.daily) ? "daily" : ids.has(PRESET_SCHEDULES.weekly) ? "weekly" : "none";
}

/** The notification settings' report choice: the user joins that preset (a fresh subscription) and leaves the other. */
export async function setPresetFrequency(db: Db, userId: string, frequency: ReportFrequency): Promise<void> {
  for (const [period, scheduleId] of Object.entries(PRESET_SCHEDULES)) {
    if (period === frequency)
      await db
        .insert(reportScheduleRecipients)
        .values({ scheduleId, userId })
        .onConflictDoUpdate({
          target: [reportScheduleRecipients.scheduleId, reportScheduleRecipients.userId],
          set: { unsubscribedAt: null },
        });
    else
      await db
        .delete(reportScheduleRecipients)
        .where(
          and(
            eq(reportScheduleRecipients.scheduleId, scheduleId),
            eq(reportScheduleRecipients.userId, userId),
          ),
        );
  }
}
