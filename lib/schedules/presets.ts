import type { ReportFrequency } from "@/lib/db/schema/notifications";

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
