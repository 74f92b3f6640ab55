"use server";

import { z } from "zod";

import { defineAction, invalid, valid, written } from "@/lib/actions/pipeline";
import { success } from "@/lib/actions/result";
import { REPORT_FREQUENCIES } from "@/lib/db/schema/notifications";
import { typedAmountMessage } from "@/lib/money";
import { getSettings, saveSettings, type NotificationSettings } from "@/lib/notifications/settings";
import { readSaleMin, SETTINGS_FIELDS, settingsValues as values } from "@/lib/notifications/settings-form";

import { ownProducer } from "./own-target";

// Saves the signed-in user's notification settings (their own row only; the user id comes from the session).
export const saveNotificationSettingsAction = defineAction({
  capability: "events:read",
  messages: "notifications.actions",
  fields: SETTINGS_FIELDS,
  values,
  parse: async ({ t }, prev: unknown, form: FormData) => {
    const v = values(prev, form);
    const saleMin = readSaleMin(String(v.saleMin));
    const report = z.enum(REPORT_FREQUENCIES).safeParse(v.report);
    if (!saleMin.ok) return invalid({ saleMin: [t(typedAmountMessage(saleMin.error, "amount"))] });
    if (!report.success) return invalid({ report: [t("validation")] });
    const settings: NotificationSettings = {
      saleInApp: Boolean(v.saleInApp),
      saleEmail: Boolean(v.saleEmail),
      saleMinCents: saleMin.cents,
      refundInApp: Boolean(v.refundInApp),
      refundEmail: Boolean(v.refundEmail),
      deliveryInApp: Boolean(v.deliveryInApp),
      deliveryEmail: Boolean(v.deliveryEmail),
      report: report.data,
    };
    return valid(settings);
  },
  target: async (_input, { user }) => ({ producerId: ownProducer(user), before: await getSettings(user.id) }),
  write: async (settings, _target, { user }) => {
    await saveSettings(user.id, settings);
    return written({ userId: user.id, ...settings });
  },
  audit: { action: "notification_settings.update", targetType: "user", targetId: (after) => after.userId },
  revalidate: () => [["/settings/notifications"]],
  done: () => success(undefined),
});
